import { parseAmount } from '../../amounts/parseAmount.ts';

/**
 * docs/fmint.md#inputs: what a typed amount or a slider position settles on: the parsed amount clamped into
 * [min, max]; anything that is not a number becomes the minimum.
 */
export function clampToBounds(text: string, decimals: number, min: bigint, max: bigint): bigint {
  const parsed = parseAmount(text, decimals);
  const value = parsed.ok ? parsed.value : min;
  if (value < min) return min;
  return value > max ? max : value;
}
