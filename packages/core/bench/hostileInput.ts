// `npm run bench -- hostileInput`: how long the slowest form rule takes on a 10–100 KB paste (a form validates on
// every keystroke; a regular expression that backtracks or a quadratic loop would stall the page), and how long
// a keystore with unsafe KDF parameters takes to be refused. The tests prove what each answers
// (validation/hostileFormInput.test.ts, keystore/decryptKeystore.test.ts); these are the speeds they once asserted.
import type { Bench, BenchRow } from '../../../scripts/bench/types.ts';
import {
  decryptKeystore,
  parseAmount,
  parsePrice,
  parseUint,
  validateAddress,
  validateBnbAddress,
  validateContactAddress,
  validateDecimalPoints,
  validateEthAddress,
  validateGasLimit,
  validateGasPriceGwei,
  validateLockAmount,
  validateMnemonic,
  validateName,
  validateOrder,
  validatePassword,
  validatePasswordConfirmation,
  validatePasswordPresent,
  validatePrivateKey,
  validateRecipient,
  validateSendAmount,
  validateSlippageReserve,
  validateSlippageTolerance,
  validateStakeAmount,
  validateTokenAddress,
  validateTokenDecimals,
  validateTokenSymbol,
  validateUndelegateAmount,
} from '../src/index.ts';

const FTM = 10n ** 18n;
const REPEATS = 5;

const rules: Array<[string, (text: string) => unknown]> = [
  ['validatePassword', validatePassword],
  ['validatePasswordPresent', validatePasswordPresent],
  ['validatePasswordConfirmation', (t) => validatePasswordConfirmation(t, `${t}x`)],
  ['validateMnemonic', validateMnemonic],
  ['validatePrivateKey', validatePrivateKey],
  ['validateAddress fantom', (t) => validateAddress(t, 'fantom')],
  ['validateAddress ethereum', (t) => validateAddress(t, 'ethereum')],
  ['validateAddress binance', (t) => validateAddress(t, 'binance')],
  ['validateName', validateName],
  [
    'validateContactAddress',
    (t) =>
      validateContactAddress(t, {
        blockchain: 'ethereum',
        contacts: [`0x${'1'.repeat(40)}`],
        ownAccounts: [`0x${'2'.repeat(40)}`],
      }),
  ],
  ['validateTokenAddress', validateTokenAddress],
  ['validateTokenSymbol', validateTokenSymbol],
  ['validateRecipient', validateRecipient],
  ['validateBnbAddress', validateBnbAddress],
  ['validateEthAddress', validateEthAddress],
  ['validateGasPriceGwei', validateGasPriceGwei],
  ['validateGasLimit', validateGasLimit],
  ['validateSendAmount', (t) => validateSendAmount(t, { decimals: 18, symbol: 'FTM', remaining: FTM })],
  [
    'validateStakeAmount',
    (t) => validateStakeAmount(t, { remaining: 100n * FTM, delegatedLimit: 3n * FTM, validatorName: 'V' }),
  ],
  ['validateLockAmount', (t) => validateLockAmount(t, 7n * FTM)],
  ['validateUndelegateAmount', (t) => validateUndelegateAmount(t, 7n * FTM)],
  ['validateOrder', (t) => validateOrder(t, 5)],
  ['validateTokenDecimals', validateTokenDecimals],
  ['validateSlippageTolerance', validateSlippageTolerance],
  ['validateSlippageReserve', validateSlippageReserve],
  ['validateDecimalPoints', validateDecimalPoints],
  ['parseAmount', (t) => parseAmount(t, 18)],
  ['parsePrice', parsePrice],
  ['parseUint', parseUint],
];

// The long inputs of hostileFormInput.test.ts: one unit repeated to 10 KB and to 100 KB.
const pastes = ['1', '0.', 'a', ' ', '0x', '<b>', '9.9', 'é'].flatMap((unit) =>
  [10_000, 100_000].map((length) => unit.repeat(Math.ceil(length / unit.length))),
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function timeSync(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

async function timeAsync(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run().catch(() => undefined);
  return performance.now() - started;
}

const keystore = (crypto: Record<string, unknown>) =>
  JSON.stringify({
    version: 3,
    id: '3198bc9c-6672-5ab3-d995-4942343ae5b6',
    address: '008aeeda4d805471df9b2a5b0f38a0c3bcba786b',
    crypto: {
      cipher: 'aes-128-ctr',
      cipherparams: { iv: '6087dab2f9fdbbfaddc31a909735c1e6' },
      ciphertext: '5318b4d5bcd28de64ee5559e671353e16f075ecae9f99c7a79a38af5f869aa46',
      mac: '517ead924a9d0dc3124507e3393d175ce3ff7c1e96529c6c555ce9e51205e9b2',
      ...crypto,
    },
  });
const scrypt = (kdfparams: Record<string, number>) =>
  keystore({ kdf: 'scrypt', kdfparams: { dklen: 32, salt: 'ab', ...kdfparams } });
const unsafeKeystores = [
  scrypt({ n: 2 ** 20, r: 8, p: 1 }),
  scrypt({ n: 2 ** 18, r: 8, p: 4 }),
  scrypt({ n: 2 ** 16, r: 1, p: 1000 }),
  keystore({ kdf: 'pbkdf2', kdfparams: { dklen: 32, salt: 'ab', prf: 'hmac-sha256', c: 10 ** 8 } }),
  scrypt({ n: 1024, r: 8, p: 1, dklen: 1 << 20 }),
];

const bench: Bench = async () => {
  let slowest = { ms: 0, what: '' };
  for (const [name, rule] of rules) {
    for (const text of pastes) {
      const ms = median(Array.from({ length: REPEATS }, () => timeSync(() => rule(text))));
      if (ms > slowest.ms) slowest = { ms, what: `${name} on ${text.length} × '${text.slice(0, 3)}…'` };
    }
  }
  let refusal = 0;
  for (const file of unsafeKeystores) {
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i++) times.push(await timeAsync(() => decryptKeystore(file, 'pw')));
    refusal = Math.max(refusal, median(times));
  }
  const rows: BenchRow[] = [
    {
      figure: `slowest form rule on a 10–100 KB paste, median ms (${slowest.what})`,
      value: slowest.ms,
      unit: 'ms',
      target: '≤ 50 ms',
      met: slowest.ms <= 50,
    },
    {
      figure: 'refusal of a keystore with unsafe KDF parameters (slowest of 5), median ms',
      value: refusal,
      unit: 'ms',
      target: '≤ 100 ms',
      met: refusal <= 100,
    },
  ];
  return rows;
};

export default bench;
