import { encryptKeystoreJson, Wallet } from 'ethers';
import fc from 'fast-check';
import { bytesToHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { Web3 } from 'web3';
import { decryptKeystore } from './decryptKeystore.ts';
import { encryptKeystore } from './encryptKeystore.ts';

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const ADDRESS = privateKeyToAddress(KEY);
const SMALL = { n: 1024, r: 8, p: 1 };
const web3 = new Web3();

describe('encryptKeystore: format (docs/wallets.md#keystore-files: scrypt N=262144, r=8, p=1)', () => {
  it('writes scrypt N=262144 r=8 p=1 dklen 32, aes-128-ctr, lower-case address without 0x, and opens it', async () => {
    const keystore = await encryptKeystore(KEY, 'Passw0rd!');
    expect(keystore.version).toBe(3);
    expect(keystore.address).toBe(ADDRESS.slice(2).toLowerCase());
    expect(keystore.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keystore.crypto.cipher).toBe('aes-128-ctr');
    expect(keystore.crypto.kdf).toBe('scrypt');
    expect(keystore.crypto.kdfparams).toMatchObject({ n: 262144, r: 8, p: 1, dklen: 32 });
    expect(keystore.crypto.cipherparams.iv).toMatch(/^[0-9a-f]{32}$/);
    expect(keystore.crypto.mac).toMatch(/^[0-9a-f]{64}$/);
    const account = await decryptKeystore(JSON.stringify(keystore), 'Passw0rd!');
    expect(account).toEqual({ address: ADDRESS, privateKey: KEY });
  });

  it('is deterministic for fixed salt, iv and id (known answer, checked against ethers)', async () => {
    const options = {
      scrypt: SMALL,
      salt: new Uint8Array(32).fill(7),
      iv: new Uint8Array(16).fill(9),
      id: 'x',
    };
    const a = await encryptKeystore(KEY, 'pw', options);
    const b = await encryptKeystore(KEY, 'pw', options);
    expect(a).toEqual(b);
    const wallet = await Wallet.fromEncryptedJson(JSON.stringify(a), 'pw');
    expect(wallet.privateKey).toBe(KEY);
  });
});

describe('keystore round trips (property, small N = 2^10)', () => {
  it('decrypt(encrypt(key, password), password) gives back the key for any key and password', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .uint8Array({ minLength: 32, maxLength: 32 })
          .filter((b) => b.some((x) => x !== 0) && b[0] !== 0xff),
        fc.string({ maxLength: 40 }),
        async (bytes, password) => {
          const key = bytesToHex(bytes);
          const keystore = await encryptKeystore(key, password, { scrypt: SMALL });
          const account = await decryptKeystore(JSON.stringify(keystore), password);
          expect(account.privateKey).toBe(key);
          expect(account.address).toBe(privateKeyToAddress(key));
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('compatibility with other wallets (docs/wallets.md#keystore-files)', () => {
  it('opens a keystore written by ethers v6 (Crypto key, 0x address)', async () => {
    const json = await encryptKeystoreJson({ address: ADDRESS, privateKey: KEY }, 'ethers pw', {
      scrypt: { N: 1024 },
    });
    expect(JSON.parse(json)).toHaveProperty('Crypto');
    const account = await decryptKeystore(json, 'ethers pw');
    expect(account.address).toBe(ADDRESS);
  });

  it("opens a keystore written by web3.js with N=8192 (the original wallet's format)", async () => {
    const keystore = await web3.eth.accounts.encrypt(KEY, 'web3 pw', { n: 8192, r: 8, p: 1 });
    expect(keystore.crypto.kdfparams).toMatchObject({ n: 8192 });
    const account = await decryptKeystore(JSON.stringify(keystore), 'web3 pw');
    expect(account.address).toBe(ADDRESS);
  });

  it('opens a pbkdf2 keystore written by web3.js', async () => {
    const keystore = await web3.eth.accounts.encrypt(KEY, 'pw', { kdf: 'pbkdf2', c: 4096 });
    expect((await decryptKeystore(keystore, 'pw')).privateKey).toBe(KEY);
  });

  it('writes keystores that ethers v6 and web3.js open', async () => {
    const keystore = await encryptKeystore(KEY, 'our pw', { scrypt: SMALL });
    const wallet = await Wallet.fromEncryptedJson(JSON.stringify(keystore), 'our pw');
    expect(wallet.address).toBe(ADDRESS);
    const account = await web3.eth.accounts.decrypt(JSON.stringify(keystore), 'our pw');
    expect(account.address).toBe(ADDRESS);
  });
});
