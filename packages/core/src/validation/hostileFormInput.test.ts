import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../amounts/parseAmount.ts';
import { parsePrice } from '../amounts/parsePrice.ts';
import { parseUint } from '../amounts/parseUint.ts';
import { ValidationError } from '../errors/ValidationError.ts';
import { WalletError } from '../errors/WalletError.ts';
import { validateMnemonic } from '../keys/validateMnemonic.ts';
import { validatePrivateKey } from '../keys/validatePrivateKey.ts';
import { validateBnbAddress } from '../send/validateBnbAddress.ts';
import { validateEthAddress } from '../send/validateEthAddress.ts';
import { validateGasLimit } from '../send/validateGasLimit.ts';
import { validateGasPriceGwei } from '../send/validateGasPriceGwei.ts';
import { validateRecipient } from '../send/validateRecipient.ts';
import { validateSendAmount } from '../send/validateSendAmount.ts';
import { validateLockAmount } from '../staking/validateLockAmount.ts';
import { validateStakeAmount } from '../staking/validateStakeAmount.ts';
import { validateUndelegateAmount } from '../staking/validateUndelegateAmount.ts';
import { validateValidatorSelected } from '../staking/validateValidatorSelected.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';
import { validateAddress } from './validateAddress.ts';
import { validateContactAddress } from './validateContactAddress.ts';
import { validateDecimalPoints } from './validateDecimalPoints.ts';
import { validateName } from './validateName.ts';
import { validateOrder } from './validateOrder.ts';
import { validatePassword } from './validatePassword.ts';
import { validatePasswordConfirmation } from './validatePasswordConfirmation.ts';
import { validatePasswordPresent } from './validatePasswordPresent.ts';
import { validateSlippageReserve } from './validateSlippageReserve.ts';
import { validateSlippageTolerance } from './validateSlippageTolerance.ts';
import { validateTokenAddress } from './validateTokenAddress.ts';
import { validateTokenDecimals } from './validateTokenDecimals.ts';
import { validateTokenSymbol } from './validateTokenSymbol.ts';

// Bad input (docs/send.md#typed-amounts and each form's rules): validation.test.ts already proves that every
// validator survives short random strings. This file adds what an attacker or a careless paste brings — very
// long text, HTML, numbers with exponents and signs, look-alike digits, invisible characters — plus varying
// contexts and numeric inputs, and checks more than "did not throw": a refusal is a ValidationError whose
// message is one of the documented texts (so input is never echoed back into the page) and an acceptance is a
// sane value. That no rule takes long on 100 KB (no regular expression that backtracks catastrophically, no
// quadratic loop: a form validates on every keystroke) is measured by `npm run bench -- hostileInput`.

const SEED = 9;
const RUNS = 150;
const FTM = 10n ** 18n;

const STRING_SENTINEL = '\u0001';
const NUMBER_SENTINEL = 987_654_321;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Every text MESSAGES can produce: fixed ones as they are, templated ones as a pattern. */
const specMessages: RegExp[] = Object.values(MESSAGES).map((entry) => {
  if (typeof entry === 'string') return new RegExp(`^${escapeRegExp(entry)}$`);
  const template = entry as (...args: Array<string | number>) => string;
  const probe = Array.from({ length: template.length }, () => STRING_SENTINEL);
  const numeric = template(...probe.map(() => NUMBER_SENTINEL));
  const texty = template(...probe);
  // A template takes either strings or numbers; whichever way it was written, its argument becomes `(.+)`.
  const sample = texty.includes(STRING_SENTINEL) ? texty : numeric;
  return new RegExp(
    `^${escapeRegExp(sample).replaceAll(STRING_SENTINEL, '(.+)').replaceAll(String(NUMBER_SENTINEL), '(.+)')}$`,
  );
});
const isSpecMessage = (message: string) => specMessages.some((pattern) => pattern.test(message));

const hostileText = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 3 },
  // Numbers as people and programs write them: signs, exponents, separators, padding, hex, Infinity.
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('', '+', '-', '--', '−', ' ', '\t', '\u00A0'),
        fc.stringMatching(/^\d{0,30}$/),
        fc.constantFrom('', '.', ',', '. ', '..', '٫'),
        fc.stringMatching(/^\d{0,30}$/),
        fc.constantFrom('', 'e5', 'E-7', 'e+400', 'e', 'e1000000', '%', ' FTM', 'n', '_000'),
      )
      .map((parts) => parts.join('')),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom(
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '"><svg/onload=alert(1)>',
      "javascript:alert('x')",
      '{{constructor.constructor("alert(1)")()}}',
      ['$', '{7*7}'].join(''),
      '__proto__',
      'constructor',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e400',
      '-0',
      '0x',
      '0x-1',
      '١٢٣',
      '１２３',
      '𝟏𝟐𝟑',
      '1\u200B000',
      '\u202E0000',
      '\uFEFF1',
      '\uD800',
      '\u0000',
      '🔑'.repeat(50),
      'ff'.repeat(32),
      `0x${'ff'.repeat(32)}`,
      `0x${'0'.repeat(40)}`,
      'abandon '.repeat(11).concat('about'),
      'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2',
    ),
    weight: 2,
  },
  // Very long: 10 KB to 100 KB of digits, of a repeated pattern, or of one character.
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('1', '0.', 'a', ' ', '0x', '<b>', '9.9', 'é'),
        fc.integer({ min: 10_000, max: 100_000 }),
      )
      .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length))),
    weight: 1,
  },
);

const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    1e308,
    5e-324,
    2 ** 53 + 2,
  ),
);

type Check = (result: Result<unknown>) => void;
const anyValue: Check = () => undefined;
/** An accepted amount is never negative and never above what the form allows. */
const amountAtMost =
  (max: bigint): Check =>
  (result) => {
    if (result.ok) {
      expect(typeof result.value).toBe('bigint');
      expect(result.value as bigint).toBeGreaterThanOrEqual(0n);
      expect(result.value as bigint).toBeLessThanOrEqual(max);
    }
  };
const hexAddress: Check = (result) => {
  if (result.ok) expect(result.value).toMatch(/^0x[0-9a-fA-F]{40}$/);
};

const textValidators: Array<[string, (text: string) => Result<unknown>, Check]> = [
  ['validatePassword', validatePassword, anyValue],
  ['validatePasswordPresent', validatePasswordPresent, anyValue],
  ['validateMnemonic', validateMnemonic, anyValue],
  ['validatePrivateKey', validatePrivateKey, (r) => r.ok && expect(r.value).toMatch(/^0x[0-9a-f]{64}$/)],
  ['validateAddress fantom', (t) => validateAddress(t, 'fantom'), hexAddress],
  ['validateAddress ethereum', (t) => validateAddress(t, 'ethereum'), hexAddress],
  ['validateAddress binance', (t) => validateAddress(t, 'binance'), anyValue],
  ['validateName', validateName, (r) => r.ok && expect(String(r.value).trim()).not.toBe('')],
  [
    'validateContactAddress ethereum with contacts',
    (t) =>
      validateContactAddress(t, {
        blockchain: 'ethereum',
        contacts: [`0x${'1'.repeat(40)}`],
        ownAccounts: [`0x${'2'.repeat(40)}`],
      }),
    anyValue,
  ],
  ['validateTokenAddress', validateTokenAddress, hexAddress],
  [
    'validateTokenSymbol',
    validateTokenSymbol,
    (r) => r.ok && expect([...String(r.value)].length).toBeLessThanOrEqual(11),
  ],
  ['validateRecipient', validateRecipient, anyValue],
  ['validateBnbAddress', validateBnbAddress, anyValue],
  ['validateEthAddress', validateEthAddress, hexAddress],
  ['validateGasPriceGwei', validateGasPriceGwei, amountAtMost(2n ** 256n)],
  ['validateGasLimit', validateGasLimit, amountAtMost(500_000n)],
  [
    'validateSendAmount with nothing left',
    (t) => validateSendAmount(t, { decimals: 18, symbol: 'FTM', remaining: 0n }),
    amountAtMost(0n),
  ],
  [
    'validateSendAmount of a 6-decimal token with a minimum',
    (t) => validateSendAmount(t, { decimals: 6, symbol: 'USDC', remaining: 5_000_000n, minimum: 1_000_000n }),
    amountAtMost(5_000_000n),
  ],
  [
    'validateStakeAmount near a validator limit',
    (t) =>
      validateStakeAmount(t, { remaining: 100n * FTM, delegatedLimit: 3n * FTM, validatorName: '<b>V</b>' }),
    amountAtMost(3n * FTM),
  ],
  ['validateLockAmount', (t) => validateLockAmount(t, 7n * FTM), amountAtMost(7n * FTM)],
  ['validateUndelegateAmount', (t) => validateUndelegateAmount(t, 7n * FTM), amountAtMost(7n * FTM)],
];

// Values typed into numeric settings arrive as text or, from a number input, as a number.
const numericValidators: Array<[string, (value: string | number) => Result<unknown>]> = [
  ['validateOrder', (v) => validateOrder(v, 5)],
  ['validateTokenDecimals', validateTokenDecimals],
  ['validateSlippageTolerance', validateSlippageTolerance],
  ['validateSlippageReserve', validateSlippageReserve],
  ['validateDecimalPoints', validateDecimalPoints],
];

/** Runs one validator on one input and checks what the user would see. */
function expectSpecOutcome(result: Result<unknown>, input: string | number, check: Check): void {
  if (result.ok) {
    check(result);
    return;
  }
  expect(result.error).toBeInstanceOf(ValidationError);
  expect(result.error).toBeInstanceOf(WalletError);
  expect(typeof result.error.code).toBe('string');
  expect(
    isSpecMessage(result.error.message),
    `${result.error.message} (for ${String(input).slice(0, 40)})`,
  ).toBe(true);
}

describe('form validators under hostile input (docs/send.md#typed-amounts and every form)', () => {
  it('the message catalogue patterns recognise spec texts and nothing else', () => {
    expect(isSpecMessage(MESSAGES.invalidAmount)).toBe(true);
    expect(isSpecMessage(MESSAGES.transferMax('1.5', 'FTM'))).toBe(true);
    expect(isSpecMessage(MESSAGES.orderRange(5))).toBe(true);
    expect(isSpecMessage('Invalid amount <script>')).toBe(false);
    expect(isSpecMessage('TypeError: x is undefined')).toBe(false);
  });

  it.each(textValidators)('%s gives a spec message or a sane value for any text', (_, validate, check) => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expectSpecOutcome(validate(text), text, check);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('validatePasswordConfirmation with both fields hostile', () => {
    fc.assert(
      fc.property(hostileText, hostileText, (password, confirmation) => {
        const result = validatePasswordConfirmation(password, confirmation);
        expectSpecOutcome(result, confirmation, anyValue);
        if (result.ok) expect(confirmation).toBe(password);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it.each(numericValidators)('%s gives a spec message or a value for any text or number', (_, validate) => {
    fc.assert(
      fc.property(fc.oneof(hostileText, hostileNumber), (value) => {
        expectSpecOutcome(validate(value), value, anyValue);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('parseAmount accepts only plain decimals, for any decimals value', () => {
    fc.assert(
      fc.property(
        hostileText,
        fc.oneof(fc.integer({ min: -5, max: 100 }), hostileNumber),
        (text, decimals) => {
          const result = parseAmount(text, decimals);
          expectSpecOutcome(result, text, anyValue);
          // Exponents, signs and separators are never read as a number the user did not type.
          if (result.ok) expect(text.trim()).toMatch(/^\d*\.?\d*$/);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('parsePrice and parseUint (API data) answer a value, a refusal or undefined, never throw', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, hostileNumber), (value) => {
        const price = parsePrice(value);
        if (!price.ok) expect(price.error.message).toBe('Invalid price');
        else expect(price.value).toBeGreaterThanOrEqual(0n);
        const uint = parseUint(value);
        if (uint !== undefined) expect(uint).toBeGreaterThanOrEqual(0n);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('validateValidatorSelected for any id, including none', () => {
    fc.assert(
      fc.property(fc.option(fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n })), (id) => {
        expectSpecOutcome(validateValidatorSelected(id ?? undefined), String(id), anyValue);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
