import type { LedgerAddress } from '../../signers/index.ts';
import { isLedgerLocked, ledgerErrorMessage, verifyLedgerAddress } from '../../signers/index.ts';

export type VerificationState =
  | { status: 'idle' }
  /** The window shows; `message` is set while the device is locked (the verification waits for it). */
  | { status: 'verifying'; message?: string }
  | { status: 'complete'; verified: boolean; message?: string };

/** How often a locked device is asked again. */
export const LOCKED_RETRY_MS = 2_000;

/**
 * Verify on Ledger (docs/ledger.md#verify-on-ledger): shows the address on the device and completes with whether
 * it is the wallet's. An error completes it with its message, except a locked device: 'Please unlock the device'
 * and it waits, asking again until the device answers or `signal` aborts.
 */
export async function runVerification(
  account: LedgerAddress,
  {
    choose,
    signal,
    onState,
    verify = verifyLedgerAddress,
  }: {
    choose: boolean;
    signal: AbortSignal;
    onState: (state: VerificationState) => void;
    verify?: typeof verifyLedgerAddress;
  },
): Promise<void> {
  onState({ status: 'verifying' });
  let first = true;
  while (!signal.aborted) {
    try {
      const verified = await verify(account, { choose: choose && first });
      if (!signal.aborted) onState({ status: 'complete', verified });
      return;
    } catch (error) {
      if (signal.aborted) return;
      if (!isLedgerLocked(error)) {
        onState({ status: 'complete', verified: false, message: ledgerErrorMessage(error, 'action') });
        return;
      }
      onState({ status: 'verifying', message: ledgerErrorMessage(error, 'action') });
      first = false;
      await new Promise((resolve) => setTimeout(resolve, LOCKED_RETRY_MS));
    }
  }
}
