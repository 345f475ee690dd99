/**
 * An error whose message is meant for the API's client (bad input, unknown id, node refusal). Any other
 * error is reported as an internal error so database or programming details never leak to the wallet.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
