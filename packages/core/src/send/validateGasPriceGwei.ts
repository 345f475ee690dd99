import { parseAmount } from '../amounts/parseAmount.ts';
import type { Result } from '../types/Result.ts';

/**
 * docs/send.md#advanced-gas, gas price: a number of at least 0, in GWEI; returns wei ('Invalid amount'
 * otherwise).
 */
export function validateGasPriceGwei(text: string): Result<bigint> {
  return parseAmount(text, 9);
}
