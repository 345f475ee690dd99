import { GraphQLResponseError } from '@fantom-wallet/api-client';

/**
 * The API's own words for "I am up, but what stands behind me is not" (its NodeUnavailableError and
 * DatabaseUnavailableError): the chain node or the database is stopped, hung or unreachable.
 */
const unavailable = /^the (chain node|database) (is not reachable|answered HTTP|sent an invalid|left a call)/;

/** Whether an API answer says the chain behind it is down, as opposed to an error about this request. */
export function isChainUnavailableError(error: unknown): boolean {
  return error instanceof GraphQLResponseError && error.errors.some((e) => unavailable.test(e.message));
}
