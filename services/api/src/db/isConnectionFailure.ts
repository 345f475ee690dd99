/** SQLSTATE classes that mean "no usable connection", not "this statement is wrong". */
const unavailableClasses = new Set(['08', '53', '57']);

/**
 * Whether a PostgreSQL client error means the database is unreachable (refused, dropped, shut down, timed out,
 * or not accepting connections), as opposed to an error in the SQL itself.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    // 57014 (query_canceled: a statement timeout) is a slow query on a working connection, not an outage.
    if (code === '57014') return false;
    if (unavailableClasses.has(code.slice(0, 2))) return true;
    // "database … is not currently accepting connections" / "does not exist" (dropped under us).
    return code === '55000' ? /accepting connections/.test(error.message) : code === '3D000';
  }
  // Socket errors (ECONNREFUSED, ECONNRESET, ETIMEDOUT …) and pg's own connection messages.
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true;
  return /connection terminated|timeout exceeded when trying to connect|connection error|not queryable/i.test(
    error.message,
  );
}
