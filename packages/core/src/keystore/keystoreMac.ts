import { keccak256 } from 'viem';

/** MAC = keccak-256(derivedKey[16..32] ‖ ciphertext). */
export function keystoreMac(derivedKey: Uint8Array, ciphertext: Uint8Array): Uint8Array {
  const input = new Uint8Array(16 + ciphertext.length);
  input.set(derivedKey.subarray(16, 32), 0);
  input.set(ciphertext, 16);
  return keccak256(input, 'bytes');
}
