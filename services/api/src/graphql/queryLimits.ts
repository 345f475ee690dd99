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
}

export const defaultQueryLimits: QueryLimits = {
  maxQueryLength: 100_000,
  maxTokens: 10_000,
  maxDepth: 12,
  maxCost: 200_000,
  maxBatch: 20,
};
