/**
 * docs/wallets.md#keystore-files: keystores are written with scrypt N=262144, r=8, p=1 (the original wallet
 * used N=8192).
 */
export const KEYSTORE_SCRYPT_DEFAULTS = { n: 262_144, r: 8, p: 1 } as const;
