/** The API's BigInt/Long scalars are 0x-prefixed hex ('0x0' is zero); null or empty reads as 0. */
export function hexToBigInt(value: string | null | undefined): bigint {
  if (!value) return 0n;
  try {
    return BigInt(value);
  } catch {
    return 0n;
  }
}
