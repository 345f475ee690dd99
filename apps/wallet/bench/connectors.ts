import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Bench, BenchRow } from '../../../scripts/bench/types.ts';
import { startStack, walletDist } from '../../../scripts/stack/startStack.ts';
import { connectorChunkRows, walletConnectRows } from './support/externalWalletRows.ts';
import { median } from './support/launchChromium.ts';
import { LEDGER_RUNS, type LedgerTimings } from './support/ledgerTimings.ts';
import { walletConnectPageRows } from './support/walletConnectPage.ts';

/**
 * External-wallet connectors. Ledger rows ('ledger …'): the shipped client and the real WebHID transport over the
 * software Ledger behind the fake navigator.hid (HID framing included), against a local stack's API, measured in
 * a process of their own (support/ledgerTimings.ts).
 */
const run = promisify(execFile);

const bench: Bench = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-connectors-'));
  const stack = await startStack({ dataDir, fresh: true, epochIntervalMs: 0, chainSaveIntervalSeconds: 0 });
  try {
    const api = stack.urls.api1;
    if (!api) throw new Error('no API replica');
    // Not execFileSync: the API answering the child runs in this process and must keep its event loop.
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./support/ledgerTimings.ts', import.meta.url)), api],
      { encoding: 'utf8', maxBuffer: 1 << 20, timeout: 300_000 },
    );
    const { list, balances, sign, software } = JSON.parse(stdout) as LedgerTimings;
    const listMs = median(list);
    const rows: BenchRow[] = [
      {
        figure: `ledger list of 5 addresses with balances (fake WebHID + emulator, one API request), median of ${LEDGER_RUNS}`,
        value: listMs,
        unit: 'ms',
        baseline: { label: 'the balances request alone', value: median(balances) },
        target: '≤ 1000 ms',
        met: listMs <= 1000,
      },
      {
        figure: `ledger sign a 600-byte call (chunks over fake WebHID, sender recovered), median of ${LEDGER_RUNS}`,
        value: median(sign),
        unit: 'ms',
        baseline: { label: 'the same transaction signed in software', value: median(software) },
      },
    ];
    rows.push(...(await walletConnectRows()), ...connectorChunkRows(walletDist));
    // The page's own figures run on a stack of their own (the relay's URL is in its runtime config and CSP).
    await stack.stop();
    rows.push(...(await walletConnectPageRows(dataDir)));
    return rows;
  } finally {
    await stack.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export default bench;
