import { WalletError } from '@fantom-wallet/core';

/** EIP-1193's code for "the user rejected the request"; Ledger's refusals are mapped to it. */
export const USER_REJECTED_CODE = 4001;

/** The user refused to sign (in an external wallet or on a device): the flow shows its reject message. */
export class SignerRejectedError extends WalletError<'USER_REJECTED'> {
  override name = 'SignerRejectedError';
  readonly providerCode = USER_REJECTED_CODE;
  constructor(message = 'Transaction rejected') {
    super('USER_REJECTED', message);
  }
}

/** Whether a signer's failure is the user's refusal (the reject message) rather than an error. */
export function isUserRejection(error: unknown): boolean {
  return (
    error instanceof SignerRejectedError ||
    (typeof error === 'object' &&
      error !== null &&
      'code' in error &&
      (error.code === USER_REJECTED_CODE || error.code === 'USER_REJECTED'))
  );
}
