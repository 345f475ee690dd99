import { WalletError } from '@fantom-wallet/core';
import { SignerRejectedError } from '../SignerRejectedError.ts';

/** EIP-1193 / EIP-1474 codes the wallet branches on (docs/external-wallets.md#errors). */
export const PROVIDER_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unknownChain: 4902,
  requestPending: -32002,
} as const;

/** The numeric `code` of a provider's error, if it has one. */
export function providerCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'number' ? code : undefined;
}

/**
 * A provider's failure as the wallet reports it: 4001 is the user's refusal (the flow's reject message), -32002
 * 'Request already pending', anything else keeps the wallet's own message.
 */
export function toProviderError(error: unknown): Error {
  const code = providerCode(error);
  if (code === PROVIDER_CODES.userRejected) return new SignerRejectedError();
  if (code === PROVIDER_CODES.requestPending)
    return new WalletError('EXTERNAL_REQUEST_PENDING', 'Request already pending', { cause: error });
  const message =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? error.message.slice(0, 300)
      : '';
  return new WalletError('EXTERNAL_WALLET_ERROR', message || 'The wallet refused the request.', {
    cause: error,
    ...(code === undefined ? {} : { details: `code ${code}` }),
  });
}
