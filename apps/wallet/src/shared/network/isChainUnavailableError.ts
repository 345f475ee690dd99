import { GraphQLResponseError } from '@fantom-wallet/api-client';

/**
 * Whether an API answer says that what stands behind it is down (the chain node or the database: stopped, hung or
 * unreachable), as opposed to an error about this request. Decided on the errors' codes, never their text.
 */
export function isChainUnavailableError(error: unknown): boolean {
  return error instanceof GraphQLResponseError && error.hasCode('CHAIN_UNAVAILABLE', 'DATABASE_UNAVAILABLE');
}
