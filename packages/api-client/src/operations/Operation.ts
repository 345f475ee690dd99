/**
 * A typed wallet operation: the query text of one `.graphql` document and, as phantom types, the shapes
 * of its variables and result (generated from the server's SDL). Values on the wire are JSON: BigInt and
 * Long are 0x hex strings.
 */
export interface Operation<Result, Variables> {
  readonly operationName: string;
  readonly query: string;
  /** Never set at run time; carries the types. */
  readonly __types?: { result: Result; variables: Variables };
}
