import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';

/**
 * docs/wallets.md#wallet-settings, docs/contacts.md#order: an order is an integer from 1 to `max` ('Value
 * must be between 1 and N'). For wallets max is the number of wallets; for contacts the number of contacts,
 * plus 1 when adding one.
 */
export function validateOrder(value: string | number, max: number): Result<number> {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const order = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  return order >= 1 && order <= max ? ok(order) : fail('ORDER_RANGE', MESSAGES.orderRange(Math.max(1, max)));
}
