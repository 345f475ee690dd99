/** A route's numeric id (staker id, withdraw request id): decimal digits only, else undefined. */
export function parseId(text: string): bigint | undefined {
  return /^\d{1,30}$/.test(text) ? BigInt(text) : undefined;
}
