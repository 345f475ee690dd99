/** A bigint as the API's hex scalar input. */
export function toHex(value: bigint): `0x${string}` {
  return `0x${value.toString(16)}`;
}
