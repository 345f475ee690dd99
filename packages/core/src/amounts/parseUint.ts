/**
 * Reads an unsigned integer the API sends as hex ('0x1f') or decimal text into a bigint without
 * precision loss (withdraw request ids, validator ids, amounts). Undefined for anything else.
 */
export function parseUint(value: string | number | bigint): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  const text = value.trim();
  if (!/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/.test(text)) return undefined;
  return BigInt(text);
}
