import type { DecodeShape } from './DecodeShape.ts';

/**
 * A typed wallet operation: the query text of one `.graphql` document, which result fields are quantities and
 * addresses, and, as phantom types, the shapes of its variables and result (generated from the server's SDL).
 * On the wire BigInt and Long are 0x hex strings; `request` hands back bigint and checksummed addresses.
 */
export interface Operation<Result, Variables> {
  readonly operationName: string;
  readonly query: string;
  readonly decode?: DecodeShape;
  /** Never set at run time; carries the types. */
  readonly __types?: { result: Result; variables: Variables };
}
