import type { Address } from '@fantom-wallet/core';
import { toHex } from './bytes.ts';
import { LedgerStatusError } from './LedgerStatusError.ts';
import { LEDGER_FAILURE } from './ledgerStatus.ts';

/** A signature as the app returns it, with the parity already worked out from its v byte. */
export interface LedgerSignature {
  r: `0x${string}`;
  s: `0x${string}`;
  yParity: 0 | 1;
}

/**
 * A signature from an app's 65-byte answer (v, then r and s), its parity read from v by `parityOf` (each app and
 * command encodes v its own way); any other length, or a v that gives no parity, is malformed.
 */
export function signatureFromAnswer(answer: Uint8Array, parityOf: (v: number) => number): LedgerSignature {
  const parity = answer.length === 65 ? parityOf(answer[0] ?? 0) : -1;
  if (parity !== 0 && parity !== 1) throw new LedgerStatusError(0, 'Ledger device: malformed signature');
  return { yParity: parity, r: toHex(answer.subarray(1, 33)), s: toHex(answer.subarray(33, 65)) };
}

/**
 * The app open on the device, whichever it is (Fantom or Ethereum): both derive `m/44'/60'/{accountId}'/0/{addressId}`,
 * so the same seed gives the same addresses in either (docs/ledger.md#apps).
 */
export interface LedgerApp {
  readonly name: 'Fantom' | 'Ethereum';
  /** The app's version ('1.0.5'); throws 'Device ineligible' for one we do not support. */
  version(): Promise<string>;
  /** The address at the path; `show` asks the device to display it for the user to compare. */
  getAddress(accountId: number, addressId: number, show: boolean): Promise<Address>;
  /** Signs an unsigned legacy EIP-155 transaction (its RLP bytes) after the user approves it on the device. */
  signTransaction(
    accountId: number,
    addressId: number,
    unsigned: Uint8Array,
    chainId: number,
  ): Promise<LedgerSignature>;
  /**
   * Signs a personal message (EIP-191: the device adds the prefix) after the user reads it on the device. Only
   * the Ethereum app can: the Fantom app throws the message that names the app to open.
   */
  signPersonalMessage(accountId: number, addressId: number, message: Uint8Array): Promise<LedgerSignature>;
  /**
   * Signs EIP-712 typed data in its hashed form (the domain separator and the message's struct hash), which the
   * Ethereum app shows as the two hashes with blind signing on. The Fantom app throws as above.
   */
  signTypedDataHashes(
    accountId: number,
    addressId: number,
    domainHash: `0x${string}`,
    messageHash: `0x${string}`,
  ): Promise<LedgerSignature>;
}

export interface AppVersion {
  major: number;
  minor: number;
  patch: number;
}

/**
 * The version in an app's answer to its version command, read from `offset` (each app lays its answer out its own
 * way): an answer too short to hold one, or a version below `minimum`, is 'Device ineligible'.
 */
export function eligibleVersion(data: Uint8Array, offset: number, minimum: AppVersion): string {
  const version = { major: data[offset] ?? 0, minor: data[offset + 1] ?? 0, patch: data[offset + 2] ?? 0 };
  if (data.length < offset + 3 || !atLeast(version, minimum)) {
    throw new LedgerStatusError(LEDGER_FAILURE.ineligible, 'Device ineligible');
  }
  return versionText(version);
}

export function versionText({ major, minor, patch }: AppVersion): string {
  return `${major}.${minor}.${patch}`;
}

export function atLeast(version: AppVersion, minimum: AppVersion): boolean {
  if (version.major !== minimum.major) return version.major > minimum.major;
  if (version.minor !== minimum.minor) return version.minor > minimum.minor;
  return version.patch >= minimum.patch;
}
