import { installFakeWebHid, removeWebHid } from './fakeWebHid.ts';
import { LedgerEmulator, type LedgerEmulatorOptions } from './ledgerEmulator.ts';

/**
 * The page side of the e2e Ledger (bundled for an init script): reads its options from
 * `window.__fakeLedgerOptions` and exposes its controls as `window.__fakeLedger` for `page.evaluate`.
 */
declare global {
  interface Window {
    __fakeLedgerOptions?: LedgerEmulatorOptions & {
      granted?: boolean;
      plugged?: boolean;
      noWebHid?: boolean;
    };
    __fakeLedger?: ReturnType<typeof installFakeWebHid>;
  }
}

/**
 * A window opened by an extension (chrome.windows.create) starts as an initial about:blank document, whose
 * opaque origin refuses localStorage; init scripts run there too. The device goes into the real document only.
 */
function hasStorage(): boolean {
  try {
    return window.localStorage !== null;
  } catch {
    return false;
  }
}

const options = window.__fakeLedgerOptions;
if (options?.noWebHid) removeWebHid();
else if (options && hasStorage())
  window.__fakeLedger = installFakeWebHid(new LedgerEmulator(options), {
    granted: options.granted ?? false,
    plugged: options.plugged ?? true,
  });
