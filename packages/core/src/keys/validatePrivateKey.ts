import { fail } from '../types/fail.ts';
import type { Hex } from '../types/Hex.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';

// Order of the secp256k1 group: a key must be in [1, n - 1].
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * docs/wallets.md#restore-by-private-key: trimmed, optional 0x prefix, 66 characters with the prefix, strict
 * hex; and, so that the restore never fails later, a valid secp256k1 scalar. Returns the key as lower-case 0x
 * hex.
 */
export function validatePrivateKey(text: string): Result<Hex> {
  const trimmed = text.trim();
  const withPrefix = /^0x/i.test(trimmed) ? `0x${trimmed.slice(2)}` : `0x${trimmed}`;
  if (withPrefix.length !== 66 || !/^0x[0-9a-fA-F]{64}$/.test(withPrefix)) {
    return fail('PRIVATE_KEY_FORMAT', MESSAGES.privateKeyInvalid);
  }
  const scalar = BigInt(withPrefix);
  if (scalar === 0n || scalar >= SECP256K1_N) return fail('PRIVATE_KEY_RANGE', MESSAGES.privateKeyInvalid);
  return ok(withPrefix.toLowerCase() as Hex);
}
