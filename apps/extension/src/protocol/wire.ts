import { z } from 'zod';

/** A wei amount as it crosses chrome.runtime messaging (JSON): a decimal string, turned back into a bigint. */
export const decimalWei = z
  .string()
  .regex(/^(0|[1-9]\d{0,77})$/)
  .transform((value) => BigInt(value));

/** Every bigint in `value` as a decimal string, so the value survives JSON. */
export function toWire(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toWire);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, toWire(v)]));
  return value;
}
