/**
 * An amount in the smallest unit of a token (wei for FTM). Plain bigint so arithmetic stays natural;
 * the name documents intent at API boundaries.
 */
export type Wei = bigint;
