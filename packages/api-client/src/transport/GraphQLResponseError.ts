import type { ApiErrorCode } from '@fantom-wallet/core';

/** One error of a GraphQL response, as the server sent it. */
export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  /** `extensions.code`: what the wallet decides on (the message is for people). */
  code?: ApiErrorCode | (string & {});
}

/**
 * The API answered, with errors (e.g. the node's message for a rejected transaction). Not a network failure:
 * it is not retried. `message` joins the messages with commas, the way the wallet shows gas-estimate errors.
 */
export class GraphQLResponseError extends Error {
  override name = 'GraphQLResponseError';
  readonly errors: readonly GraphQLErrorEntry[];
  readonly operationName: string | undefined;

  constructor(errors: readonly GraphQLErrorEntry[], operationName?: string) {
    super(errors.map((e) => e.message).join(', ') || 'GraphQL error');
    this.errors = errors;
    this.operationName = operationName;
  }

  /** Whether any of the errors carries one of `codes`. */
  hasCode(...codes: readonly ApiErrorCode[]): boolean {
    return this.errors.some((e) => e.code !== undefined && (codes as readonly string[]).includes(e.code));
  }
}
