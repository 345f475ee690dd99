import { LedgerStatusError } from './LedgerStatusError.ts';
import { isLockedStatus, isRejectedStatus, LEDGER_FAILURE, LEDGER_STATUS } from './ledgerStatus.ts';

export const LEDGER_MESSAGES = {
  connect: 'Please connect your ledger device and select Fantom FTM app.',
  locked: 'Please unlock the device',
  actionRejected: 'User action rejected',
  transactionRejected: 'Transaction rejected',
  ineligible: 'Device ineligible',
  blindSigning:
    'The Ledger refused the contract data: enable blind signing in the Ethereum app settings on the device, then try again.',
  unsupported: 'WebHID not supported in this browser',
  signatureRejected: 'Signature rejected',
  openEthereumApp:
    'The Fantom app cannot sign messages. Open the Ethereum app on your Ledger, then try again: it signs with the same addresses.',
} as const;

/**
 * What the user reads for a Ledger failure (docs/ledger.md#status-words). `context` decides the wording of a
 * refusal on the device: 'User action rejected' when picking or verifying an address, 'Transaction rejected' when
 * signing a transaction, 'Signature rejected' when signing a message or typed data.
 */
export function ledgerErrorMessage(error: unknown, context: 'action' | 'transaction' | 'signature'): string {
  if (!(error instanceof LedgerStatusError)) {
    return error instanceof Error && error.message ? error.message : String(error);
  }
  const code = error.statusCode;
  if (isLockedStatus(code)) return LEDGER_MESSAGES.locked;
  if (isRejectedStatus(code)) {
    if (context === 'action') return LEDGER_MESSAGES.actionRejected;
    return context === 'transaction'
      ? LEDGER_MESSAGES.transactionRejected
      : LEDGER_MESSAGES.signatureRejected;
  }
  if (code === LEDGER_FAILURE.ineligible) return LEDGER_MESSAGES.ineligible;
  if (code === LEDGER_STATUS.blindSigningOff) return LEDGER_MESSAGES.blindSigning;
  return error.message;
}

export function isLedgerLocked(error: unknown): boolean {
  return error instanceof LedgerStatusError && isLockedStatus(error.statusCode);
}

export function isLedgerRejection(error: unknown): boolean {
  return error instanceof LedgerStatusError && isRejectedStatus(error.statusCode);
}

/** No WebHID: nothing to retry. */
export function isLedgerUnsupported(error: unknown): boolean {
  return error instanceof LedgerStatusError && error.statusCode === LEDGER_FAILURE.unsupported;
}
