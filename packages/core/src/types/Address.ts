/** A 20-byte address as `0x` + 40 hex digits (EIP-55 checksummed wherever core produces one). */
export type Address = `0x${string}`;
