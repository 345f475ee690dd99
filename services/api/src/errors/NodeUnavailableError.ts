import { ApiError } from './ApiError.ts';

/** The node could not be reached, did not answer in time, or answered something that is not JSON-RPC. */
export class NodeUnavailableError extends ApiError {
  override name = 'NodeUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super('CHAIN_UNAVAILABLE', message, options);
  }
}
