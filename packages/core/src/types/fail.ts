import { ValidationError } from '../errors/ValidationError.ts';
import type { Result } from './Result.ts';

/** A failed validation carrying its documented message. */
export function fail(code: string, message: string): Result<never> {
  return { ok: false, error: new ValidationError(code, message) };
}
