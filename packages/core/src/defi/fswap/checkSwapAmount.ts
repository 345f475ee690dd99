import { parseAmount } from '../../amounts/parseAmount.ts';
import { MESSAGES } from '../../validation/MESSAGES.ts';
import { FSWAP_MESSAGES } from './FSWAP_MESSAGES.ts';

export interface SwapAmountCheck {
  /** The amount to use: what was typed, corrected into 0 … max (0 when it is not a number). */
  amount: bigint;
  /** Why the typed text is marked invalid, or null. */
  error: string | null;
  /** Submit is allowed: the typed amount is a number, within max, and above 0. */
  canSubmit: boolean;
}

/**
 * The From amount (docs/fswap.md#amounts): empty text is 0 with no message; text that is not an amount is
 * 'Invalid amount'; above the max it is marked invalid and corrected to the max; a corrected amount of 0 blocks
 * submit.
 */
export function checkSwapAmount(text: string, decimals: number, max: bigint): SwapAmountCheck {
  const top = max < 0n ? 0n : max;
  if (text.trim() === '') return { amount: 0n, error: null, canSubmit: false };
  const parsed = parseAmount(text, decimals);
  if (!parsed.ok) return { amount: 0n, error: MESSAGES.invalidAmount, canSubmit: false };
  if (parsed.value > top) return { amount: top, error: FSWAP_MESSAGES.overMax, canSubmit: false };
  return { amount: parsed.value, error: null, canSubmit: parsed.value > 0n };
}
