import type { Address } from '@fantom-wallet/core';
import { create } from 'zustand';

/** The connection as the UI shows it: the QR code while pairing, then the session's account and chain. */
export interface WalletConnectState {
  /** The `wc:` pairing URI to show as a QR code; null when no pairing is waiting. */
  uri: string | null;
  connecting: boolean;
  account: Address | null;
  chainId: number | null;
  /** Why the last connect failed (shown in the QR window). */
  error: string | null;
  /**
   * The account whose session ended from the other side (the phone disconnected, or the session expired) while
   * this page held it, for the account page's notice; null again once a session is made. Ends this page asks for
   * itself (the wallet removed, a new pairing) leave it null.
   */
  ended: Address | null;
}

const idle: WalletConnectState = {
  uri: null,
  connecting: false,
  account: null,
  chainId: null,
  error: null,
  ended: null,
};

export const useWalletConnectStore = create<WalletConnectState>(() => idle);

let attempt = 0;

/** Starts a pairing attempt; only the latest one may change the state. */
export function nextAttempt(): number {
  attempt += 1;
  return attempt;
}

export function isCurrentAttempt(id: number): boolean {
  return id === attempt;
}

/** The user closed the QR window: whatever the phone answers later is ignored. */
export function cancelWalletConnect() {
  attempt += 1;
  useWalletConnectStore.setState({ uri: null, connecting: false, error: null });
}
