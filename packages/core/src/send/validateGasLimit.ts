import { parseAmount } from '../amounts/parseAmount.ts';
import { GAS } from '../fees/GAS.ts';
import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';

/** docs/send.md#advanced-gas, gas limit: a whole number from 0 to 500,000 (the maximum gas limit). */
export function validateGasLimit(text: string): Result<bigint> {
  const parsed = parseAmount(text, 0);
  if (!parsed.ok) return parsed;
  return parsed.value > GAS.maxLimit ? fail('GAS_LIMIT_ABOVE_MAX', MESSAGES.invalidAmount) : ok(parsed.value);
}
