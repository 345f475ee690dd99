import type { ApiErrorCode } from '@fantom-wallet/core';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { BaseError } from 'viem';
import { ApiError } from '../errors/ApiError.ts';

/**
 * Client-facing errors keep their message (bad input, unknown ids, the node's own refusal); anything else
 * is logged and reported as an internal error so no database or stack detail leaks. Every error carries its
 * stable code in `extensions.code`: an {@link ApiError}'s own, or `code` for the errors of GraphQL itself
 * (parse, validation, variables: the caller knows which step it was).
 */
export function formatError(
  error: GraphQLError,
  log: (message: string) => void,
  code: ApiErrorCode,
): GraphQLFormattedError {
  const original = error.originalError;
  let message = error.message;
  let resolved = code;
  if (original instanceof ApiError) resolved = original.code;
  else if (original !== undefined && original !== null && original.name !== 'GraphQLError') {
    if (original instanceof BaseError) {
      // A chain read failed. Through our transport a node failure is an ApiError inside viem's error; without one
      // the call itself failed on chain (no contract at the address, undecodable data): viem's short message names
      // the call without internals.
      const apiCause = original.walk((e) => e instanceof ApiError);
      message = apiCause instanceof ApiError ? apiCause.message : original.shortMessage;
      resolved = apiCause instanceof ApiError ? apiCause.code : 'CHAIN_REJECTED';
    } else {
      log(`internal error at ${error.path?.join('.') ?? '?'}: ${original.stack ?? original.message}`);
      message = 'internal server error';
      resolved = 'INTERNAL';
    }
  }
  const formatted: GraphQLFormattedError = { message };
  const withLocations =
    error.locations === undefined ? formatted : { ...formatted, locations: error.locations };
  const withPath = error.path === undefined ? withLocations : { ...withLocations, path: error.path };
  return { ...withPath, extensions: { code: resolved } };
}
