import type { Result } from './Result.ts';

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}
