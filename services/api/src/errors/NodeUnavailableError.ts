import { ApiError } from './ApiError.ts';

/** The node could not be reached or did not answer in time. */
export class NodeUnavailableError extends ApiError {
  override name = 'NodeUnavailableError';
}
