import { ApiError } from './ApiError.ts';

/**
 * The database could not be reached (connection refused, dropped or timed out). Reads answer with this error
 * instead of guessing, and recover by themselves once the pool reconnects.
 */
export class DatabaseUnavailableError extends ApiError {
  override name = 'DatabaseUnavailableError';
  constructor(options?: { cause?: unknown }) {
    super('DATABASE_UNAVAILABLE', 'the database is not reachable', options);
  }
}
