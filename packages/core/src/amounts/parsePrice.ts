import { ValidationError } from '../errors/ValidationError.ts';
import type { Result } from '../types/Result.ts';
import { PRICE_DECIMALS } from './PRICE_DECIMALS.ts';

// Machine data from the API, so exponents ('1.2e-7', which JSON numbers can print as) are accepted.
const PRICE = /^(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;

/** Parses a non-negative price ('0.254321', 1.2e-7) into a bigint scaled by 10^PRICE_DECIMALS (digits beyond are cut). */
export function parsePrice(input: string | number): Result<bigint> {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const match = PRICE.exec(text);
  if (!match) return { ok: false, error: new ValidationError('PRICE_FORMAT', 'Invalid price') };
  const digits = (match[1] ?? '') + (match[2] ?? '');
  const shift = PRICE_DECIMALS - (match[2] ?? '').length + Number(match[3] ?? '0');
  const value = shift >= 0 ? BigInt(digits) * 10n ** BigInt(shift) : BigInt(digits) / 10n ** BigInt(-shift);
  return { ok: true, value };
}
