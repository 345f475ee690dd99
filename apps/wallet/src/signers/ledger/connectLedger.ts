import type { ApduExchange } from './apdu.ts';
import type { LedgerApp } from './LedgerApp.ts';
import { LedgerStatusError } from './LedgerStatusError.ts';
import { LEDGER_FAILURE } from './ledgerStatus.ts';
import { openLedgerApp } from './openLedgerApp.ts';
import { LEDGER_VENDOR_ID, webHid } from './webHid.ts';

/** How long one exchange may wait for the user on the device (docs/ledger.md#timeouts). */
export const LEDGER_EXCHANGE_TIMEOUT_MS = 300_000;

export interface ConnectOptions {
  /**
   * Open the browser's device chooser when no Ledger was granted to this site yet. Only from a click: the
   * browser refuses it without a user gesture, so retries use already-granted devices alone.
   */
  choose: boolean;
  /** Overrides the exchange timeout (tests). */
  timeoutMs?: number;
}

/**
 * Opens the Ledger over WebHID, finds which app is open and runs `use` with it; the device is closed again
 * afterwards, so the picker, verification and signing never hold it between actions. An exchange fails (rather than
 * hanging) when the device is unplugged or after the timeout.
 */
export async function withLedger<T>(
  options: ConnectOptions,
  use: (app: LedgerApp) => Promise<T>,
): Promise<T> {
  const hid = webHid();
  if (!hid) throw new LedgerStatusError(LEDGER_FAILURE.unsupported, 'WebHID not supported in this browser');
  let device = (await hid.getDevices()).find((d) => d.vendorId === LEDGER_VENDOR_ID);
  if (!device && options.choose) {
    device = (await hid.requestDevice({ filters: [{ vendorId: LEDGER_VENDOR_ID }] })).find(
      (d) => d.vendorId === LEDGER_VENDOR_ID,
    );
  }
  if (!device) {
    throw new LedgerStatusError(
      LEDGER_FAILURE.notFound,
      'Please connect your ledger device and select Fantom FTM app.',
    );
  }
  const { Buffer } = await import('buffer');
  // The transport reads the global Buffer (a Node API) at call time.
  (globalThis as { Buffer?: unknown }).Buffer ??= Buffer;
  const loaded = await import('@ledgerhq/hw-transport-webhid');
  // Bundlers hand over the class; Node (the bench) loads the CommonJS build, whose class sits one level down.
  const TransportWebHID =
    'open' in loaded.default
      ? loaded.default
      : (loaded.default as unknown as { default: typeof loaded.default }).default;
  const transport = await TransportWebHID.open(device as never);
  const timeoutMs = options.timeoutMs ?? LEDGER_EXCHANGE_TIMEOUT_MS;
  transport.setExchangeTimeout(timeoutMs);
  let unplugged: (error: Error) => void = () => {};
  const gone = new Promise<never>((_, reject) => {
    unplugged = reject;
  });
  gone.catch(() => {});
  transport.on('disconnect', () =>
    unplugged(new LedgerStatusError(LEDGER_FAILURE.disconnected, 'The Ledger device was disconnected.')),
  );
  const exchange: ApduExchange = {
    async exchange(apdu) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new LedgerStatusError(LEDGER_FAILURE.timeout, 'The Ledger device did not answer in time.'),
            ),
          timeoutMs,
        );
      });
      try {
        const answer = await Promise.race([transport.exchange(Buffer.from(apdu)), gone, timeout]);
        return new Uint8Array(answer);
      } catch (error) {
        if (error instanceof LedgerStatusError) throw error;
        if (error instanceof Error && /disconnect|write/i.test(`${error.name} ${error.message}`)) {
          throw new LedgerStatusError(LEDGER_FAILURE.disconnected, 'The Ledger device was disconnected.');
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  try {
    return await use(await openLedgerApp(exchange));
  } finally {
    await Promise.race([transport.close(), new Promise((resolve) => setTimeout(resolve, 1000))]).catch(
      () => {},
    );
  }
}
