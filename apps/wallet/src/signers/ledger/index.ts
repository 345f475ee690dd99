// Everything Ledger, loaded with import() only when a Ledger account is used or picked (docs/ledger.md#loading).

export { pathText } from './apdu.ts';
export { type ConnectOptions, LEDGER_EXCHANGE_TIMEOUT_MS, withLedger } from './connectLedger.ts';
export { createLedgerSigner, type LedgerAccountRef, signOnLedger } from './createLedgerSigner.ts';
export type { LedgerApp } from './LedgerApp.ts';
export { LedgerStatusError } from './LedgerStatusError.ts';
export {
  type LedgerAddress,
  type LedgerConnect,
  listLedgerAddresses,
  verifyLedgerAddress,
} from './ledgerAddresses.ts';
export {
  isLedgerLocked,
  isLedgerRejection,
  isLedgerUnsupported,
  LEDGER_MESSAGES,
  ledgerErrorMessage,
} from './ledgerErrorMessage.ts';
export { LEDGER_FAILURE } from './ledgerStatus.ts';
export {
  LEDGER_SIGNATURE_MESSAGES,
  signSiteRequestOnDevice,
  signSiteRequestOnLedger,
} from './signSiteRequestOnLedger.ts';
export { hasUserGesture, isWebHidSupported } from './webHid.ts';
