import { parseAmount } from '../amounts/parseAmount.ts';
import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';

/**
 * docs/settings.md#slippage: swap slippage tolerance is a number from 0.1 to 100 in steps of 0.1
 * ('Value must be between 0.1% and 100%'). Returns basis points (0.5 % → 50n).
 */
export function validateSlippageTolerance(value: string | number): Result<bigint> {
  const parsed = parseAmount(typeof value === 'number' ? String(value) : value, 1);
  if (!parsed.ok || parsed.value < 1n || parsed.value > 1000n) {
    return fail('SLIPPAGE_TOLERANCE', MESSAGES.slippageTolerance);
  }
  return ok(parsed.value * 10n);
}
