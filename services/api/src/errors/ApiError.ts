import type { ApiErrorCode } from '@fantom-wallet/core';

/**
 * An error whose message is meant for the API's client (bad input, unknown id, node refusal), with the stable
 * code sent as `extensions.code` so that clients decide on the code, never on the text. Any other error is
 * reported as an internal error so database or programming details never leak to the wallet.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ApiErrorCode;
  constructor(code: ApiErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
