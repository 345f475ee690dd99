import { parseAmount } from '../amounts/parseAmount.ts';
import type { Result } from '../types/Result.ts';

/** spec 2 §5.1 advanced gas price: a number of at least 0, in GWEI; returns wei ('Invalid amount' otherwise). */
export function validateGasPriceGwei(text: string): Result<bigint> {
  return parseAmount(text, 9);
}
