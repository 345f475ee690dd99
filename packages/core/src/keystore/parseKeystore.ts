import { KeystoreError } from '../errors/KeystoreError.ts';
import { KDF_LIMITS } from './KDF_LIMITS.ts';
import type { ParsedKeystore } from './ParsedKeystore.ts';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(details: string): never {
  throw new KeystoreError('KEYSTORE_INVALID', { details });
}

function hexBytes(value: unknown, field: string, length?: number): Uint8Array {
  if (typeof value !== 'string') invalid(`${field} is missing`);
  const hex = value.replace(/^0x/i, '');
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) invalid(`${field} is not hex`);
  if (length !== undefined && hex.length !== length * 2) invalid(`${field} must be ${length} bytes`);
  if (hex.length / 2 > KDF_LIMITS.maxSaltBytes) invalid(`${field} is too long`);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function positiveInteger(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    invalid(`${field} must be a positive integer`);
  }
  return value;
}

function unsafe(details: string): never {
  throw new KeystoreError('KEYSTORE_UNSAFE_PARAMS', { details });
}

function parseKdf(crypto: Json, dklen: number): ParsedKeystore['kdf'] {
  const params = crypto.kdfparams;
  if (!isObject(params)) invalid('kdfparams is missing');
  const salt = hexBytes(params.salt, 'salt');
  if (crypto.kdf === 'scrypt') {
    const n = positiveInteger(params.n, 'n');
    const r = positiveInteger(params.r, 'r');
    const p = positiveInteger(params.p, 'p');
    if (n < 2 || (n & (n - 1)) !== 0 || n > 2 ** 30) invalid('n must be a power of two');
    if (128 * n * r > KDF_LIMITS.scryptMaxMemoryBytes) unsafe(`scrypt needs 128·N·r = ${128 * n * r} bytes`);
    if (n * r * p > KDF_LIMITS.scryptMaxWork) unsafe(`scrypt work N·r·p = ${n * r * p}`);
    return { name: 'scrypt', n, r, p, dklen, salt };
  }
  if (crypto.kdf === 'pbkdf2') {
    if (params.prf !== 'hmac-sha256') invalid(`unsupported prf ${String(params.prf)}`);
    const c = positiveInteger(params.c, 'c');
    if (c > KDF_LIMITS.pbkdf2MaxIterations) unsafe(`pbkdf2 iteration count ${c}`);
    return { name: 'pbkdf2', c, dklen, salt };
  }
  return invalid(`unsupported kdf ${String(crypto.kdf)}`);
}

/**
 * Reads a keystore v3 file (text or already-parsed JSON) and checks everything that can be checked
 * without the password, including the KDF limits, so no expensive work starts on a hostile file.
 * Throws KeystoreError: 'Not valid JSON file.', 'Bad keystore file or password.' or the unsafe-KDF message.
 */
export function parseKeystore(input: string | unknown): ParsedKeystore {
  let json: unknown = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch (cause) {
      throw new KeystoreError('KEYSTORE_NOT_JSON', { cause });
    }
  }
  if (!isObject(json)) invalid('not a JSON object');
  if (json.version !== 3) invalid('version must be 3');
  const crypto = json.crypto ?? json.Crypto;
  if (!isObject(crypto)) invalid('crypto is missing');
  if (crypto.cipher !== 'aes-128-ctr') invalid(`unsupported cipher ${String(crypto.cipher)}`);
  const params = crypto.kdfparams;
  if (isObject(params) && params.dklen !== KDF_LIMITS.dklen) {
    if (typeof params.dklen === 'number' && params.dklen > KDF_LIMITS.dklen) unsafe(`dklen ${params.dklen}`);
    invalid('dklen must be 32');
  }
  const kdf = parseKdf(crypto, KDF_LIMITS.dklen);
  const cipherparams = crypto.cipherparams;
  if (!isObject(cipherparams)) invalid('cipherparams is missing');
  let address: `0x${string}` | undefined;
  if (json.address !== undefined) {
    if (typeof json.address !== 'string' || !/^(0x)?[0-9a-fA-F]{40}$/.test(json.address)) {
      invalid('address is not a 20-byte hex string');
    }
    address = `0x${json.address.replace(/^0x/, '').toLowerCase()}`;
  }
  return {
    address,
    kdf,
    iv: hexBytes(cipherparams.iv, 'iv', 16),
    ciphertext: hexBytes(crypto.ciphertext, 'ciphertext', 32),
    mac: hexBytes(crypto.mac, 'mac', 32),
  };
}
