/** Signer failures that belong under the password field (a wrong password, none typed), by their stable code. */
const PASSWORD_CODES = new Set(['KEYSTORE_BAD_PASSWORD', 'KEYSTORE_INVALID', 'PASSWORD_REQUIRED']);

export function isPasswordError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    PASSWORD_CODES.has(error.code)
  );
}
