/** A keystore file after structural checks: byte fields decoded, KDF parameters known to be safe. */
export interface ParsedKeystore {
  /** Lower-case 0x address declared in the file, if any. */
  address: `0x${string}` | undefined;
  kdf:
    | { name: 'scrypt'; n: number; r: number; p: number; dklen: number; salt: Uint8Array }
    | { name: 'pbkdf2'; c: number; dklen: number; salt: Uint8Array };
  iv: Uint8Array;
  ciphertext: Uint8Array;
  mac: Uint8Array;
}
