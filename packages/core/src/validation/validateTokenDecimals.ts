import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';

/**
 * docs/account.md#custom-tokens: decimals are a number, minimum 1, step 1 (default 18). The upper
 * bound 77 is ours: beyond it no uint256 amount has a whole unit.
 */
export function validateTokenDecimals(value: string | number): Result<number> {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return ok(18);
  const decimals = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  return decimals >= 1 && decimals <= 77 ? ok(decimals) : fail('TOKEN_DECIMALS', MESSAGES.tokenDecimals);
}
