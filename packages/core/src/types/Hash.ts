/** A 32-byte hash as `0x` + 64 hex digits: a transaction or block hash. */
export type Hash = `0x${string}`;
