import { parseAmount } from '../amounts/parseAmount.ts';
import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';

/**
 * docs/settings.md#slippage: the DeFi slippage reserve is a percentage from 0 to 100. Returns basis points
 * (0.3 % → 30n).
 */
export function validateSlippageReserve(value: string | number): Result<bigint> {
  const parsed = parseAmount(typeof value === 'number' ? String(value) : value, 2);
  if (!parsed.ok || parsed.value > 10_000n) return fail('SLIPPAGE_RESERVE', MESSAGES.slippageReserve);
  return ok(parsed.value);
}
