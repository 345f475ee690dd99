/// <reference lib="dom" />
import { createDeframer, frameMessage } from './hidFraming.ts';
import type { LedgerEmulator } from './ledgerEmulator.ts';

const LEDGER_VENDOR_ID = 0x2c97;
const GRANTED_KEY = 'fake-ledger:granted';

export interface FakeWebHidOptions {
  /** Whether this site was granted the device already (as after an earlier visit); kept in localStorage. */
  granted?: boolean;
  /** Starts unplugged (plugIn() connects it). */
  plugged?: boolean;
}

/** One plug-in of the device: a new object each time, as the browser gives after a reconnect. */
class FakeHidDevice extends EventTarget {
  readonly vendorId = LEDGER_VENDOR_ID;
  readonly productId = 0x4015;
  readonly productName = 'Nano X (software)';
  readonly collections = [
    {
      usagePage: 0xffa0,
      usage: 1,
      type: 0,
      children: [],
      inputReports: [],
      outputReports: [],
      featureReports: [],
    },
  ];
  opened = false;
  private readonly deframe = createDeframer();

  constructor(
    private readonly emulator: LedgerEmulator,
    private readonly plugged: () => boolean,
  ) {
    super();
  }

  async open(): Promise<void> {
    if (!this.plugged()) throw new DOMException('Failed to open the device.', 'NotAllowedError');
    this.opened = true;
  }

  async close(): Promise<void> {
    this.opened = false;
  }

  async sendReport(_reportId: number, data: BufferSource): Promise<void> {
    if (!this.plugged() || !this.opened)
      throw new DOMException('Failed to write the report.', 'NotAllowedError');
    const bytes = ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
    const whole = this.deframe(bytes);
    if (!whole) return;
    // The device answers on its own time; the host reads the answer from input reports.
    this.emulator.exchange(whole.message).then(
      (answer) => {
        if (!this.plugged()) return;
        for (const report of frameMessage(whole.channel, answer)) {
          const event = new Event('inputreport');
          Object.assign(event, { data: new DataView(report.buffer), reportId: 0, device: this });
          this.dispatchEvent(event);
        }
      },
      () => {
        // Unplugged mid-exchange: no answer ever comes; the host sees the disconnect event.
      },
    );
  }
}

/**
 * A `navigator.hid` for the browser tests (docs/ledger.md#test-device): one Ledger backed by `emulator`, spoken to
 * with Ledger's HID framing, so the real WebHID transport runs on top. `requestDevice` behaves like the browser's
 * chooser: only with a user gesture, and it grants the device to the site.
 */
export function installFakeWebHid(emulator: LedgerEmulator, options: FakeWebHidOptions = {}) {
  const hid = new EventTarget();
  let plugged = options.plugged ?? true;
  if (options.granted) localStorage.setItem(GRANTED_KEY, '1');
  const isGranted = () => localStorage.getItem(GRANTED_KEY) === '1';
  let device = new FakeHidDevice(emulator, () => plugged);
  const connection = (type: 'connect' | 'disconnect', target: FakeHidDevice) => {
    const event = new Event(type);
    Object.assign(event, { device: target });
    hid.dispatchEvent(event);
  };
  Object.assign(hid, {
    async getDevices() {
      return plugged && isGranted() ? [device] : [];
    },
    async requestDevice({ filters }: { filters: Array<{ vendorId?: number }> }) {
      const activation = (navigator as { userActivation?: { isActive: boolean } }).userActivation;
      if (activation && !activation.isActive) {
        throw new DOMException(
          'Must be handling a user gesture to show a permission request.',
          'SecurityError',
        );
      }
      if (!plugged || !filters.some((f) => f.vendorId === undefined || f.vendorId === LEDGER_VENDOR_ID))
        return [];
      localStorage.setItem(GRANTED_KEY, '1');
      return [device];
    },
  });
  Object.defineProperty(Navigator.prototype, 'hid', { get: () => hid, configurable: true });
  return {
    emulator,
    unplug() {
      if (!plugged) return;
      plugged = false;
      emulator.unplug();
      connection('disconnect', device);
    },
    plugIn() {
      if (plugged) return;
      plugged = true;
      emulator.plugIn();
      device = new FakeHidDevice(emulator, () => plugged);
      connection('connect', device);
    },
    revoke() {
      localStorage.removeItem(GRANTED_KEY);
    },
  };
}

/** Takes WebHID away (Firefox, Safari): 'WebHID not supported in this browser'. */
export function removeWebHid(): void {
  Object.defineProperty(Navigator.prototype, 'hid', { get: () => undefined, configurable: true });
}
