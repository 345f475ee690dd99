/** Status words the wallet branches on (docs/ledger.md#status-words). */
export const LEDGER_STATUS = {
  ok: 0x9000,
  /** Fantom app: the device is locked (28169). */
  fantomLocked: 0x6e09,
  /** Fantom app: the user rejected on the device (28167). */
  fantomRejected: 0x6e07,
  /** Ethereum app and the OS: the device is locked. */
  locked: 0x5515,
  /** Ethereum app: the user denied. */
  denied: 0x6985,
  /** Ethereum app: contract data while blind signing is off. */
  blindSigningOff: 0x6a80,
} as const;

/** Our own codes (no status word from the device) for failures before or around an exchange. */
export const LEDGER_FAILURE = {
  /** The Fantom or Ethereum app answers, but with a version we do not support. */
  ineligible: -1,
  /** The dashboard or another app is open. */
  wrongApp: -2,
  /** The device went away during an exchange. */
  disconnected: -3,
  /** No answer within the exchange timeout. */
  timeout: -4,
  /** The browser has no WebHID. */
  unsupported: -5,
  /** No Ledger is connected (or none was granted to this site). */
  notFound: -6,
  /** The device signed for another address than the account's. */
  wrongAddress: -7,
  /** A message or typed data to sign while the Fantom app is open: only the Ethereum app signs them. */
  messagesNeedEthereumApp: -8,
} as const;

export function isLockedStatus(code: number): boolean {
  return code === LEDGER_STATUS.fantomLocked || code === LEDGER_STATUS.locked;
}

export function isRejectedStatus(code: number): boolean {
  return code === LEDGER_STATUS.fantomRejected || code === LEDGER_STATUS.denied;
}
