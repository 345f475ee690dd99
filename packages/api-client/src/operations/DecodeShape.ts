/**
 * Which fields of an operation's result are decoded on receipt: 'bigint' for the API's BigInt and Long (0x hex
 * on the wire), 'address' for Address (checksummed). Nested objects and lists follow their selection.
 */
export type DecodeShape = { readonly [field: string]: 'bigint' | 'address' | DecodeShape };
