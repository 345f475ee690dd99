/**
 * The stable codes of the API's errors, sent as `extensions.code` on every GraphQL error. Clients decide on the
 * code, never on the message text (which is for people and may change).
 */
export const API_ERROR_CODES = [
  /** The query does not parse or does not validate against the schema. */
  'INVALID_QUERY',
  /** An argument is out of range or malformed (an address, a count, a cursor). */
  'INVALID_ARGUMENT',
  /** The thing asked for does not exist (a transaction, a validator, a block). */
  'NOT_FOUND',
  /** The request is over a limit (depth, size, batch, aliases, rate). */
  'LIMIT_EXCEEDED',
  /** The answer took longer than the API allows. */
  'TIMEOUT',
  /** The chain node behind the API is stopped, hung or unreachable. */
  'CHAIN_UNAVAILABLE',
  /** The chain node refused the request (a transaction it will not accept); the message is the node's. */
  'CHAIN_REJECTED',
  /** The API's database is unreachable. */
  'DATABASE_UNAVAILABLE',
  /** Anything else; the message says no more than "internal server error". */
  'INTERNAL',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
