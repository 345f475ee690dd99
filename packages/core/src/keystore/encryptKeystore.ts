import { bytesToHex, hexToBytes } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { validatePrivateKey } from '../keys/validatePrivateKey.ts';
import type { Hex } from '../types/Hex.ts';
import { aes128Ctr } from './aes128Ctr.ts';
import { deriveKeystoreKey } from './deriveKeystoreKey.ts';
import { KEYSTORE_SCRYPT_DEFAULTS } from './KEYSTORE_SCRYPT_DEFAULTS.ts';
import type { KeystoreV3 } from './KeystoreV3.ts';
import { keystoreMac } from './keystoreMac.ts';
import { parseKeystore } from './parseKeystore.ts';
import { randomUuid } from './randomUuid.ts';

export interface EncryptKeystoreOptions {
  /** scrypt cost; defaults to N=262144, r=8, p=1. Tests use a small N. Must be within KDF_LIMITS. */
  scrypt?: { n: number; r: number; p: number };
  /** Fixed randomness, for known-answer tests only. */
  salt?: Uint8Array;
  iv?: Uint8Array;
  id?: string;
}

/** Writes a keystore v3 (scrypt, aes-128-ctr, keccak-256 MAC) that geth, ethers and web3.js can open. */
export async function encryptKeystore(
  privateKey: Hex,
  password: string,
  options: EncryptKeystoreOptions = {},
): Promise<KeystoreV3> {
  const checked = validatePrivateKey(privateKey);
  if (!checked.ok) throw checked.error;
  const random = globalThis.crypto;
  const salt = options.salt ?? random.getRandomValues(new Uint8Array(32));
  const iv = options.iv ?? random.getRandomValues(new Uint8Array(16));
  const { n, r, p } = options.scrypt ?? KEYSTORE_SCRYPT_DEFAULTS;
  const kdfparams = { dklen: 32, n, r, p, salt: bytesToHex(salt).slice(2) };
  // the same safety limits as on reading, so we never write a file we would refuse to open
  const { kdf } = parseKeystore({
    version: 3,
    crypto: {
      cipher: 'aes-128-ctr',
      cipherparams: { iv: bytesToHex(iv) },
      ciphertext: `0x${'00'.repeat(32)}`,
      kdf: 'scrypt',
      kdfparams,
      mac: `0x${'00'.repeat(32)}`,
    },
  });
  const derivedKey = await deriveKeystoreKey(password, kdf);
  const keyBytes = hexToBytes(checked.value);
  try {
    const ciphertext = await aes128Ctr('encrypt', derivedKey.slice(0, 16), iv, keyBytes);
    return {
      version: 3,
      id: options.id ?? randomUuid(),
      address: privateKeyToAddress(checked.value).slice(2).toLowerCase(),
      crypto: {
        cipher: 'aes-128-ctr',
        cipherparams: { iv: bytesToHex(iv).slice(2) },
        ciphertext: bytesToHex(ciphertext).slice(2),
        kdf: 'scrypt',
        kdfparams,
        mac: bytesToHex(keystoreMac(derivedKey, ciphertext)).slice(2),
      },
    };
  } finally {
    keyBytes.fill(0);
    derivedKey.fill(0);
  }
}
