import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { BaseError } from 'viem';
import { ApiError } from '../errors/ApiError.ts';

/**
 * Client-facing errors keep their message (bad input, unknown ids, the node's own refusal); anything else
 * is logged and reported as an internal error so no database or stack detail leaks.
 */
export function formatError(error: GraphQLError, log: (message: string) => void): GraphQLFormattedError {
  const original = error.originalError;
  let message = error.message;
  if (
    original !== undefined &&
    original !== null &&
    !(original instanceof ApiError) &&
    original.name !== 'GraphQLError'
  ) {
    if (original instanceof BaseError) {
      // A chain read failed; viem's short message names the call without internals.
      const apiCause = original.walk((e) => e instanceof ApiError);
      message = apiCause instanceof ApiError ? apiCause.message : original.shortMessage;
    } else {
      log(`internal error at ${error.path?.join('.') ?? '?'}: ${original.stack ?? original.message}`);
      message = 'internal server error';
    }
  }
  const formatted: GraphQLFormattedError = { message };
  const withLocations =
    error.locations === undefined ? formatted : { ...formatted, locations: error.locations };
  return error.path === undefined ? withLocations : { ...withLocations, path: error.path };
}
