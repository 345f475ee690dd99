import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport, readWalletBalances, walletBalancesQuery } from '@fantom-wallet/api-client';
import { buildFtmTransfer, type PreparedTransaction } from '@fantom-wallet/core';
import { installFakeWebHid } from '@fantom-wallet/test-doubles/ledger/fakeWebHid.ts';
import { LedgerEmulator } from '@fantom-wallet/test-doubles/ledger/ledgerEmulator.ts';
import { mnemonicToAccount } from 'viem/accounts';
import type { Bench, BenchRow } from '../../../scripts/bench/types.ts';
import { startStack, walletDist } from '../../../scripts/stack/startStack.ts';
import { readLedgerPage } from '../src/features/ledger/ledgerPicker.ts';
import { withLedger } from '../src/signers/ledger/connectLedger.ts';
import { signOnLedger } from '../src/signers/ledger/createLedgerSigner.ts';
import { connectorChunkRows, walletConnectRows } from './support/externalWalletRows.ts';
import { median } from './support/launchChromium.ts';

const RUNS = 5;
const MNEMONIC = 'test test test test test test test test test test test junk';

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
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    out.push(performance.now() - start);
  }
  return out;
}

/**
 * External-wallet connectors. Ledger rows ('ledger …'): the shipped client and the real WebHID transport over the
 * software Ledger behind the fake navigator.hid (HID framing included), against a local stack's API.
 */
const bench: Bench = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-connectors-'));
  const stack = await startStack({ dataDir, fresh: true, epochIntervalMs: 0 });
  try {
    browserGlobals();
    const emulator = new LedgerEmulator({ mnemonic: MNEMONIC });
    installFakeWebHid(emulator, { granted: true });
    const api = stack.urls.api1;
    if (!api) throw new Error('no API replica');
    const transport = createTransport({ providers: [api] });
    const addresses = [0, 1, 2, 3, 4].map((i) => emulator.addressAt(0, i));

    await readLedgerPage({ start: 0, choose: false }, transport); // warm-up: chunks, connections
    const list = await time(() => readLedgerPage({ start: 0, choose: false }, transport));
    const balancesOnly = await time(async () =>
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
    const sign = await time(() =>
      withLedger({ choose: false }, (app) => signOnLedger(app, account, prepared)),
    );
    const key = mnemonicToAccount(MNEMONIC);
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

    const listMs = median(list);
    const rows: BenchRow[] = [
      {
        figure: `ledger list of 5 addresses with balances (fake WebHID + emulator, one API request), median of ${RUNS}`,
        value: listMs,
        unit: 'ms',
        baseline: { label: 'the balances request alone', value: median(balancesOnly) },
        target: '≤ 1000 ms',
        met: listMs <= 1000,
      },
      {
        figure: `ledger sign a 600-byte call (chunks over fake WebHID, sender recovered), median of ${RUNS}`,
        value: median(sign),
        unit: 'ms',
        baseline: { label: 'the same transaction signed in software', value: median(software) },
      },
    ];
    rows.push(...(await walletConnectRows()), ...connectorChunkRows(walletDist));
    return rows;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export default bench;
