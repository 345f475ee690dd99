import { WalletError } from '@fantom-wallet/core';
import { SIGNER_ERROR_MESSAGES } from './SIGNER_ERROR_MESSAGES.ts';
import type { SignerFailure } from './SignerFailure.ts';

/**
 * Maps anything thrown inside the signer to plain data. Only core errors keep their message (documented text,
 * no secrets by core's contract); anything else is reported generically so no unexpected text (which could
 * quote an input) leaves the worker.
 */
export function toSignerFailure(error: unknown): SignerFailure {
  if (error instanceof WalletError) return { name: error.name, code: error.code, message: error.message };
  const name = error instanceof Error ? error.name : typeof error;
  return {
    name: 'SignerError',
    code: 'SIGNER_FAILED',
    message: SIGNER_ERROR_MESSAGES.SIGNER_FAILED,
    details: name,
  };
}
