import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { KeystoreError } from '../errors/KeystoreError.ts';
import { decryptKeystore } from './decryptKeystore.ts';
import { deriveKeystoreKey } from './deriveKeystoreKey.ts';
import { encryptKeystore } from './encryptKeystore.ts';

// The real KDF, watched: a refusal "at once" is one that never ran it.
vi.mock('./deriveKeystoreKey.ts', async (load) => {
  const real = await load<typeof import('./deriveKeystoreKey.ts')>();
  return { deriveKeystoreKey: vi.fn(real.deriveKeystoreKey) };
});

const vectors = fileURLToPath(new URL('../../test/fixtures/keystores/', import.meta.url));
const readVector = (name: string) => readFileSync(`${vectors}${name}`, 'utf8');
const VECTOR_KEY = '0x7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d';
const VECTOR_ADDRESS = '0x008AeEda4D805471dF9b2A5B0f38A0C3bCBA786b';
const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const SMALL = { n: 1024, r: 8, p: 1 };

async function rejection(promise: Promise<unknown>): Promise<KeystoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(KeystoreError);
  return error as KeystoreError;
}

describe('decryptKeystore: the standard vectors (Web3 Secret Storage)', () => {
  it.each([
    ['scrypt, n=262144 r=1 p=8', 'standard-scrypt.keystore.json'],
    ['pbkdf2-hmac-sha256, c=262144', 'standard-pbkdf2.keystore.json'],
  ])('opens the %s vector', async (_, file) => {
    const account = await decryptKeystore(readVector(file), 'testpassword');
    expect(account.privateKey).toBe(VECTOR_KEY);
    expect(account.address).toBe(VECTOR_ADDRESS);
  });
});

describe('decryptKeystore: keystore restore messages (docs/wallets.md#restore-by-keystore-file)', () => {
  it("gives 'Not valid JSON file.' for text that is not JSON", async () => {
    for (const text of ['', '{', 'hello', '{"version":3,}']) {
      const error = await rejection(decryptKeystore(text, 'x'));
      expect(error.message).toBe('Not valid JSON file.');
      expect(error.code).toBe('KEYSTORE_NOT_JSON');
    }
  });

  it("gives 'Bad keystore file or password.' for a wrong password", async () => {
    const keystore = await encryptKeystore(KEY, 'right password', { scrypt: SMALL });
    const error = await rejection(decryptKeystore(keystore, 'wrong password'));
    expect(error.message).toBe('Bad keystore file or password.');
    expect(error.code).toBe('KEYSTORE_BAD_PASSWORD');
  });

  it("gives 'Bad keystore file or password.' for JSON that is not a keystore or was tampered with", async () => {
    const keystore = await encryptKeystore(KEY, 'pw', { scrypt: SMALL });
    const flipped = keystore.crypto.ciphertext.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const otherAddress = { ...keystore, address: '0'.repeat(40) };
    const cases: unknown[] = [
      '[]',
      '{}',
      '42',
      JSON.stringify({ ...keystore, version: 1 }),
      JSON.stringify({ ...keystore, crypto: { ...keystore.crypto, cipher: 'aes-128-cbc' } }),
      JSON.stringify({ ...keystore, crypto: { ...keystore.crypto, ciphertext: flipped } }),
      JSON.stringify({ ...keystore, crypto: { ...keystore.crypto, kdf: 'argon2' } }),
      JSON.stringify({ ...keystore, crypto: { ...keystore.crypto, mac: 'zz' } }),
      otherAddress,
    ];
    for (const input of cases) {
      const error = await rejection(decryptKeystore(input, 'pw'));
      expect(error.message).toBe('Bad keystore file or password.');
    }
  });

  it('accepts the Crypto key (ethers) and an address with 0x', async () => {
    const { crypto, ...rest } = await encryptKeystore(KEY, 'pw', { scrypt: SMALL });
    const variant = { ...rest, address: `0x${rest.address}`, Crypto: crypto };
    const account = await decryptKeystore(JSON.stringify(variant), 'pw');
    expect(account.privateKey).toBe(KEY);
  });
});

describe('decryptKeystore refuses absurd KDF parameters up front (docs/wallets.md#keystore-files)', () => {
  const base = {
    version: 3,
    crypto: {
      cipher: 'aes-128-ctr',
      cipherparams: { iv: '00'.repeat(16) },
      ciphertext: '00'.repeat(32),
      mac: '00'.repeat(32),
    },
  };
  const scrypt = (kdfparams: object) => ({
    ...base,
    crypto: { ...base.crypto, kdf: 'scrypt', kdfparams: { dklen: 32, salt: 'ab', ...kdfparams } },
  });
  const pbkdf2 = (kdfparams: object) => ({
    ...base,
    crypto: {
      ...base.crypto,
      kdf: 'pbkdf2',
      kdfparams: { dklen: 32, salt: 'ab', prf: 'hmac-sha256', ...kdfparams },
    },
  });

  it.each([
    ['128·N·r above 256 MiB', scrypt({ n: 2 ** 20, r: 8, p: 1 })],
    ['N·r·p above 2^22', scrypt({ n: 2 ** 18, r: 8, p: 4 })],
    ['N·r·p above 2^22 with a tiny r', scrypt({ n: 2 ** 16, r: 1, p: 1000 })],
    ['pbkdf2 count above 10^7', pbkdf2({ c: 10 ** 8 })],
    ['dklen above 32', scrypt({ n: 1024, r: 8, p: 1, dklen: 1 << 20 })],
  ])('refuses %s at once with a clear message', async (_, keystore) => {
    vi.mocked(deriveKeystoreKey).mockClear();
    const error = await rejection(decryptKeystore(keystore, 'pw'));
    // Refused on its parameters, before the KDF spent any memory or time (speed: `npm run bench -- hostileInput`).
    expect(deriveKeystoreKey).not.toHaveBeenCalled();
    expect(error.code).toBe('KEYSTORE_UNSAFE_PARAMS');
    expect(error.message).toMatch(/too expensive to be safe/);
  });

  it.each([
    ['N not a power of two', scrypt({ n: 1000, r: 8, p: 1 })],
    ['N = 1', scrypt({ n: 1, r: 8, p: 1 })],
    ['r = 0', scrypt({ n: 1024, r: 0, p: 1 })],
    ['p negative', scrypt({ n: 1024, r: 8, p: -1 })],
    ['fractional c', pbkdf2({ c: 1.5 })],
    ['hmac-sha512 prf', pbkdf2({ c: 10, prf: 'hmac-sha512' })],
    ['dklen 16', scrypt({ n: 1024, r: 8, p: 1, dklen: 16 })],
  ])('refuses %s as a bad keystore file', async (_, keystore) => {
    const error = await rejection(decryptKeystore(keystore, 'pw'));
    expect(error.message).toBe('Bad keystore file or password.');
  });
});
