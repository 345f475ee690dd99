/** The part of WebHID we use (TypeScript's DOM library does not describe it yet). */
export interface HidDevice {
  readonly vendorId: number;
  readonly productId: number;
  readonly productName: string;
}

export interface Hid {
  getDevices(): Promise<HidDevice[]>;
  requestDevice(options: { filters: { vendorId: number }[] }): Promise<HidDevice[]>;
}

/** Ledger's USB vendor id. */
export const LEDGER_VENDOR_ID = 0x2c97;

/** The browser's WebHID, or undefined (Firefox, Safari). */
export function webHid(): Hid | undefined {
  const hid = (globalThis as { navigator?: { hid?: Hid } }).navigator?.hid;
  return hid ?? undefined;
}

export function isWebHidSupported(): boolean {
  return webHid() !== undefined;
}

/** Whether a click is still being handled (the browser allows the device chooser only then). */
export function hasUserGesture(): boolean {
  const activation = (globalThis.navigator as { userActivation?: { isActive: boolean } } | undefined)
    ?.userActivation;
  return activation?.isActive ?? false;
}
