import { ValidationError } from '../errors/ValidationError.ts';
import type { Result } from './Result.ts';

/** A failed validation carrying the spec's message. */
export function fail(code: string, message: string): Result<never> {
  return { ok: false, error: new ValidationError(code, message) };
}
