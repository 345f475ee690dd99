/** A signer error as it crosses postMessage: plain data, so `code` survives (comlink keeps only `message`). */
export interface SignerFailure {
  /** The error class name in the worker, e.g. 'KeystoreError', 'ValidationError'. */
  name: string;
  /** Stable for programs, e.g. 'KEYSTORE_BAD_PASSWORD', 'DUPLICATE_ACCOUNT', 'MNEMONIC_ORDER'. */
  code: string;
  /** User-facing text (the documented wording where there is one). Never contains a secret. */
  message: string;
  /** For developers: the failing request fields or the unexpected error's name; never values. */
  details?: string;
}
