import { scrypt } from 'hash-wasm';
import type { ParsedKeystore } from './ParsedKeystore.ts';

/** Runs the keystore's KDF (scrypt in WASM, pbkdf2-hmac-sha256 in WebCrypto) on the UTF-8 password. */
export async function deriveKeystoreKey(password: string, kdf: ParsedKeystore['kdf']): Promise<Uint8Array> {
  const secret = new TextEncoder().encode(password);
  try {
    if (kdf.name === 'scrypt') {
      return await scrypt({
        password: secret,
        salt: kdf.salt,
        costFactor: kdf.n,
        blockSize: kdf.r,
        parallelism: kdf.p,
        hashLength: kdf.dklen,
        outputType: 'binary',
      });
    }
    // Never SharedArrayBuffer-backed; the DOM typings want that said explicitly.
    const key = await globalThis.crypto.subtle.importKey(
      'raw',
      secret as Uint8Array<ArrayBuffer>,
      'PBKDF2',
      false,
      ['deriveBits'],
    );
    const bits = await globalThis.crypto.subtle.deriveBits(
      { name: 'PBKDF2', salt: kdf.salt as Uint8Array<ArrayBuffer>, iterations: kdf.c, hash: 'SHA-256' },
      key,
      kdf.dklen * 8,
    );
    return new Uint8Array(bits);
  } finally {
    secret.fill(0);
  }
}
