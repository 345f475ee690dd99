/**
 * docs/transactions.md#remembered-password: a remembered password lasts 30 s and, by default, one use. Pass
 * as `remember` when signing.
 */
export const REMEMBER_PASSWORD_DEFAULTS = { seconds: 30, uses: 1 } as const;
