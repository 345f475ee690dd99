import type { WalletErrorOptions } from './WalletError.ts';
import { WalletError } from './WalletError.ts';

export type KeystoreErrorCode =
  | 'KEYSTORE_NOT_JSON'
  | 'KEYSTORE_INVALID'
  | 'KEYSTORE_BAD_PASSWORD'
  | 'KEYSTORE_UNSAFE_PARAMS';

const messages: Record<KeystoreErrorCode, string> = {
  // docs/wallets.md#restore-by-keystore-file
  KEYSTORE_NOT_JSON: 'Not valid JSON file.',
  KEYSTORE_INVALID: 'Bad keystore file or password.',
  KEYSTORE_BAD_PASSWORD: 'Bad keystore file or password.',
  // docs/wallets.md#keystore-files: the file asks for a KDF that would exhaust memory or time before we
  // could fail
  KEYSTORE_UNSAFE_PARAMS:
    'This keystore file asks for key derivation parameters that are too expensive to be safe, so it was not opened.',
};

/** Loading or decrypting a keystore file failed. */
export class KeystoreError extends WalletError<KeystoreErrorCode> {
  override name = 'KeystoreError';

  constructor(code: KeystoreErrorCode, options: WalletErrorOptions = {}) {
    super(code, messages[code], options);
  }
}
