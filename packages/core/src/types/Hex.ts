/** Hex data with a `0x` prefix. */
export type Hex = `0x${string}`;
