import { WalletError } from '@fantom-wallet/core';
import type { SignerFailure } from './SignerFailure.ts';

/**
 * A signer failure rethrown on the UI side. It is a core WalletError, so the UI handles it like any other:
 * show `message`, branch on `code`; `name` is the worker-side class ('KeystoreError', 'ValidationError', …).
 */
export class SignerError extends WalletError {
  constructor(failure: SignerFailure) {
    super(failure.code, failure.message, failure.details === undefined ? {} : { details: failure.details });
    this.name = failure.name;
  }
}
