import type { ValidationError } from '../errors/ValidationError.ts';

/** What every validator returns: the cleaned value, or the rule that failed. Validators never throw. */
export type Result<T, E = ValidationError> = { ok: true; value: T } | { ok: false; error: E };
