import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';

/**
 * docs/settings.md#currency-and-decimal-points: the decimal points setting (fraction digits) is an integer
 * from 1 to 6.
 */
export function validateDecimalPoints(value: string | number): Result<number> {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return /^[1-6]$/.test(text) ? ok(Number(text)) : fail('DECIMAL_POINTS', MESSAGES.decimalPoints);
}
