/** spec 2 §4.5: a remembered password lasts 30 s and, by default, one use. Pass as `remember` when signing. */
export const REMEMBER_PASSWORD_DEFAULTS = { seconds: 30, uses: 1 } as const;
