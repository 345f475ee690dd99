/** Bounds on what one request may ask for, so no query can tie up the server. */
export interface QueryLimits {
  /** Characters of the query text. */
  maxQueryLength: number;
  /** Parser tokens (guards against huge documents before validation). */
  maxTokens: number;
  /** Nesting of selections. */
  maxDepth: number;
  /** Estimated result size: each field costs 1, times the item count of every list around it. */
  maxCost: number;
  /** Operations in one batched (array) request. */
  maxBatch: number;
  /**
   * Calls simulated by `fwalletSimulate` in one HTTP request, over its batch and aliases: each runs the node's
   * simulation and traces, so they are counted, not priced like a scalar.
   */
  maxSimulatedCalls: number;
  /**
   * `fwalletApprovals` fields in one HTTP request, over its batch and aliases: each reads up to 1,000 approvals
   * of its owner live at the head block (docs/approvals.md#limits), whatever its `count`.
   */
  maxApprovalLists: number;
}

/** What one simulated call weighs in {@link QueryLimits.maxCost}: far more than a field read from a cache. */
export const SIMULATED_CALL_COST = 1_000;

/** What one `fwalletApprovals` weighs in {@link QueryLimits.maxCost} besides its rows: its live reads. */
export const APPROVAL_LIST_COST = 1_000;

export const defaultQueryLimits: QueryLimits = {
  maxQueryLength: 100_000,
  maxTokens: 10_000,
  maxDepth: 12,
  maxCost: 200_000,
  maxBatch: 20,
  maxSimulatedCalls: 8,
  maxApprovalLists: 8,
};
