import { type ApduExchange, command } from './apdu.ts';
import { ethereumApp } from './ethereumApp.ts';
import { fantomApp } from './fantomApp.ts';
import type { LedgerApp } from './LedgerApp.ts';
import { LedgerStatusError } from './LedgerStatusError.ts';
import { LEDGER_FAILURE } from './ledgerStatus.ts';

/** The OS command every app and the dashboard answer: the open app's name and version. */
const OS_CLA = 0xb0;
const OS_APP_AND_VERSION = 0x01;

/** The name of the open app ('Fantom', 'Ethereum', 'BOLOS' on the dashboard), from `B0 01 00 00`. */
export async function openAppName(device: ApduExchange): Promise<string> {
  const data = await command(device, OS_APP_AND_VERSION, 0, 0, undefined, OS_CLA);
  if (data[0] !== 1) throw new LedgerStatusError(0, 'Ledger device: malformed app name');
  const length = data[1] ?? 0;
  return new TextDecoder().decode(data.subarray(2, 2 + length));
}

/**
 * The client for the app open on the device. The status words of the apps collide (0x6E01 is "bad header" in
 * the Fantom app, "no app" on the dashboard), so the app is asked by name first (docs/ledger.md#apps).
 */
export async function openLedgerApp(device: ApduExchange): Promise<LedgerApp> {
  const name = await openAppName(device);
  if (/^fantom/i.test(name)) return fantomApp(device);
  if (/^ethereum/i.test(name)) return ethereumApp(device);
  throw new LedgerStatusError(
    LEDGER_FAILURE.wrongApp,
    'Please connect your ledger device and select Fantom FTM app.',
  );
}
