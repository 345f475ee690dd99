// The Ledger half of the connectors bench, run in a process of its own (as the wallet runs in a tab of its own):
// in the bench's process the local stack's API and indexer share the event loop with the device's many small
// exchanges and stretch them. Usage: tsx ledgerTimings.ts <GraphQL URL>; prints JSON timings (ms) on stdout.
import { pathToFileURL } from 'node:url';
import { createTransport, readWalletBalances, walletBalancesQuery } from '@fantom-wallet/api-client';
import { buildFtmTransfer, type PreparedTransaction } from '@fantom-wallet/core';
import { installFakeWebHid } from '@fantom-wallet/test-doubles/ledger/fakeWebHid.ts';
import { LedgerEmulator } from '@fantom-wallet/test-doubles/ledger/ledgerEmulator.ts';
import { mnemonicToAccount } from 'viem/accounts';
import { readLedgerPage } from '../../src/features/ledger/ledgerPicker.ts';
import { withLedger } from '../../src/signers/ledger/connectLedger.ts';
import { signOnLedger } from '../../src/signers/ledger/createLedgerSigner.ts';
import { DEV_MNEMONIC } from './devMnemonic.ts';

export const LEDGER_RUNS = 5;

/** Node lacks the browser pieces the fake WebHID stands on. */
function browserGlobals(): void {
  class Navigator {}
  const store = new Map<string, string>();
  Object.assign(globalThis, {
    Navigator,
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
  Object.defineProperty(globalThis, 'navigator', { value: new Navigator(), configurable: true });
}

async function time(run: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < LEDGER_RUNS; i += 1) {
    const start = performance.now();
    await run();
    out.push(performance.now() - start);
  }
  return out;
}

export interface LedgerTimings {
  list: number[];
  balances: number[];
  sign: number[];
  software: number[];
}

async function measure(api: string): Promise<LedgerTimings> {
  browserGlobals();
  const emulator = new LedgerEmulator({ mnemonic: DEV_MNEMONIC });
  installFakeWebHid(emulator, { granted: true });
  const transport = createTransport({ providers: [api] });
  const addresses = [0, 1, 2, 3, 4].map((i) => emulator.addressAt(0, i));
  await readLedgerPage({ start: 0, choose: false }, transport); // warm-up: modules, connections
  const list = await time(() => readLedgerPage({ start: 0, choose: false }, transport));
  const balances = await time(async () =>
    readWalletBalances(addresses, await transport.request(walletBalancesQuery(addresses))),
  );
  const account = { address: emulator.addressAt(0, 0), accountId: 0, addressId: 0 };
  const prepared: PreparedTransaction = {
    ...buildFtmTransfer(addresses[1] ?? account.address, 1n),
    data: `0x${'ab'.repeat(600)}`,
    gas: 200_000n,
    gasPrice: 10n ** 9n,
    nonce: 0,
    chainId: 4003,
    fee: 200_000n * 10n ** 9n,
  };
  const sign = await time(() => withLedger({ choose: false }, (app) => signOnLedger(app, account, prepared)));
  const key = mnemonicToAccount(DEV_MNEMONIC);
  const software = await time(() =>
    key.signTransaction({
      type: 'legacy',
      chainId: prepared.chainId,
      to: prepared.to,
      data: prepared.data,
      value: prepared.value,
      gas: prepared.gas,
      gasPrice: prepared.gasPrice,
      nonce: prepared.nonce,
    }),
  );
  return { list, balances, sign, software };
}

// Run as a script (not when the bench imports its types and constants).
const api =
  process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href ? process.argv[2] : undefined;
if (api) {
  process.stdout.write(JSON.stringify(await measure(api)));
  process.exit(0);
}
