/**
 * What a keystore may ask of us before we start: a file is untrusted input, and scrypt with a huge N
 * or pbkdf2 with a huge count would freeze or crash the wallet (a memory/time bomb).
 * The default strength (N=2^18, r=8, p=1) sits exactly at the memory limit.
 */
export const KDF_LIMITS = {
  /** 128·N·r bytes of scrypt memory. */
  scryptMaxMemoryBytes: 256 * 1024 * 1024,
  /** N·r·p, proportional to scrypt time. */
  scryptMaxWork: 2 ** 22,
  pbkdf2MaxIterations: 10_000_000,
  dklen: 32,
  maxSaltBytes: 1024,
} as const;
