import type { Address, PreparedTransaction, SiteSignatureRequest } from '@fantom-wallet/core';
import { encryptKeystore, KEYSTORE_SCRYPT_DEFAULTS } from '@fantom-wallet/core';
import { IDBFactory } from 'fake-indexeddb';
import {
  parseTransaction,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  type TransactionSerialized,
  verifyMessage,
} from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keystoreDb } from '../../../storage/keystores/keystoreDb.ts';
import { createSigner } from './createSigner.ts';
import type { SignerApi } from './SignerApi.ts';
import { signerProtocol } from './signerProtocol.ts';

const SMALL = { n: 1024, r: 8, p: 1 };
const PASSWORD = 'Passw0rd!';
/** One run of a multi-step flow (useTransactionSteps makes a random one per run). */
const FLOW = '0b3f6c1e-6a0e-4a43-9f3e-0d8a1b2c3d4e';
const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const KEY_ADDRESS = privateKeyToAddress(KEY);
const DEV_PHRASE = 'test test test test test test test test test test test junk';
const TX: PreparedTransaction = {
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  data: '0x',
  value: 10n ** 18n,
  gas: 21_000n,
  gasPrice: 3_000_000_000n,
  nonce: 7,
  chainId: 4003,
  fee: 63_000_000_000_000n,
};

function setup(options: { now?: () => number } = {}) {
  const db = keystoreDb(new IDBFactory());
  const signer = createSigner({ db, scrypt: SMALL, ...options });
  return { db, signer };
}

async function withKey(options: { now?: () => number } = {}) {
  const context = setup(options);
  await context.signer.restoreFromPrivateKey({ privateKey: KEY, password: PASSWORD, existing: [] });
  return context;
}

/**
 * Step 1 of a run of the wallet's multi-step flow: signs with the typed password and asks the signer to
 * remember it for the run's next `uses` steps, for 30 s.
 */
function signRemembering(signer: SignerApi, uses: number) {
  return signer.signTransaction({
    address: KEY_ADDRESS,
    transaction: TX,
    password: PASSWORD,
    scope: FLOW,
    remember: { seconds: 30, uses },
  });
}

async function signerOf(signed: `0x${string}`): Promise<Address> {
  return recoverTransactionAddress({ serializedTransaction: signed as TransactionSerialized });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('create flow (docs/wallets.md#create)', () => {
  it('keeps the wallet pending until the words are confirmed in order, then saves it', async () => {
    const { db, signer } = setup();
    const { address, keystore } = await signer.beginCreate(PASSWORD);
    expect(keystore.address).toBe(address.slice(2).toLowerCase());
    expect(await db.get(address)).toBeNull();

    const words = await signer.pendingMnemonic();
    expect(words).toHaveLength(24);
    const swapped = [words[1], words[0], ...words.slice(2)].filter((w): w is string => w !== undefined);
    await expect(signer.confirmCreate(swapped)).rejects.toThrow('Incorrect mnemonic phrase order.');
    await expect(signer.confirmCreate(words.slice(0, 23))).rejects.toMatchObject({ code: 'MNEMONIC_ORDER' });
    expect(await db.get(address)).toBeNull();

    const result = await signer.confirmCreate(words);
    expect(result).toEqual({ address, keystore, wellKnown: false });
    expect(await signer.keystoreOf(address)).toEqual(keystore);
    // the words are gone once the wallet is saved
    await expect(signer.pendingMnemonic()).rejects.toMatchObject({ code: 'NO_PENDING_WALLET' });
    await expect(signer.confirmCreate(words)).rejects.toMatchObject({ code: 'NO_PENDING_WALLET' });
  });

  it('refuses a password that breaks the rule, before any key is made', async () => {
    const { signer } = setup();
    await expect(signer.beginCreate('password')).rejects.toThrow(
      'Make sure to enter at least 8 and max 200 characters, including one upper-case letter, a symbol and a number',
    );
    await expect(signer.pendingMnemonic()).rejects.toMatchObject({ code: 'NO_PENDING_WALLET' });
  });

  it('cancel drops the pending secrets and saves nothing', async () => {
    const { db, signer } = setup();
    const { address } = await signer.beginCreate(PASSWORD);
    const words = await signer.pendingMnemonic();
    await signer.cancelCreate();
    await expect(signer.pendingMnemonic()).rejects.toMatchObject({ code: 'NO_PENDING_WALLET' });
    await expect(signer.confirmCreate(words)).rejects.toMatchObject({ code: 'NO_PENDING_WALLET' });
    expect(await db.get(address)).toBeNull();
    expect(await db.addresses()).toEqual([]);
  });

  it('writes keystores at the real strength (scrypt N=262144) by default', async () => {
    const signer = createSigner({ db: keystoreDb(new IDBFactory()) });
    const { keystore } = await signer.beginCreate(PASSWORD);
    expect(keystore.crypto.kdfparams).toMatchObject({ n: KEYSTORE_SCRYPT_DEFAULTS.n, r: 8, p: 1 });
    const words = await signer.pendingMnemonic();
    await signer.confirmCreate(words);
    // it opens with the same password, through the signing path
    const signed = await signer.signTransaction({
      address: `0x${keystore.address}`,
      transaction: TX,
      password: PASSWORD,
    });
    expect((await signerOf(signed)).toLowerCase()).toBe(`0x${keystore.address}`);
  });
});

describe('restore by mnemonic', () => {
  it('derives the chosen account index, flags a public development phrase and saves the keystore', async () => {
    const { db, signer } = setup();
    const first = await signer.restoreFromMnemonic({
      phrase: DEV_PHRASE,
      accountIndex: 0,
      password: PASSWORD,
      existing: [],
    });
    expect(first.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(first.wellKnown).toBe(true);
    const second = await signer.restoreFromMnemonic({
      phrase: ` 1. ${DEV_PHRASE.toUpperCase()}\n`,
      accountIndex: 1,
      password: PASSWORD,
      existing: [first.address],
    });
    expect(second.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(await db.addresses()).toEqual(
      expect.arrayContaining([first.address.toLowerCase(), second.address.toLowerCase()]),
    );
  });

  it('refuses an address already in the wallet list, compared case-insensitively', async () => {
    const { db, signer } = setup();
    const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    await expect(
      signer.restoreFromMnemonic({
        phrase: DEV_PHRASE,
        accountIndex: 0,
        password: PASSWORD,
        existing: [lower],
      }),
    ).rejects.toThrow('An account with this address already exists');
    expect(await db.addresses()).toEqual([]);
  });

  it('refuses a bad phrase and a weak password with the documented messages', async () => {
    const { signer } = setup();
    await expect(
      signer.restoreFromMnemonic({
        phrase: 'test test junk',
        accountIndex: 0,
        password: PASSWORD,
        existing: [],
      }),
    ).rejects.toThrow('Enter 12 or 24 words');
    await expect(
      signer.restoreFromMnemonic({ phrase: DEV_PHRASE, accountIndex: 0, password: 'short', existing: [] }),
    ).rejects.toMatchObject({ code: 'PASSWORD_RULE' });
  });
});

describe('restore by private key', () => {
  it('saves an ordinary key, not flagged, and refuses it the second time', async () => {
    const { db, signer } = setup();
    const result = await signer.restoreFromPrivateKey({
      privateKey: KEY.slice(2),
      password: PASSWORD,
      existing: [],
    });
    expect(result).toMatchObject({ address: KEY_ADDRESS, wellKnown: false });
    expect(await db.get(KEY_ADDRESS)).toEqual(result.keystore);
    await expect(
      signer.restoreFromPrivateKey({ privateKey: KEY, password: PASSWORD, existing: [KEY_ADDRESS] }),
    ).rejects.toMatchObject({
      code: 'DUPLICATE_ACCOUNT',
      message: 'An account with this address already exists',
    });
  });

  it('flags a well-known key and refuses an invalid one', async () => {
    const { signer } = setup();
    const trivial = `0x${'0'.repeat(63)}1`;
    expect(
      (await signer.restoreFromPrivateKey({ privateKey: trivial, password: PASSWORD, existing: [] }))
        .wellKnown,
    ).toBe(true);
    await expect(
      signer.restoreFromPrivateKey({ privateKey: '0x1234', password: PASSWORD, existing: [] }),
    ).rejects.toThrow('Invalid private key');
  });
});

describe('restore by keystore file', () => {
  it('opens a file with its password, re-encrypts it at the configured strength and saves it', async () => {
    const { db, signer } = setup();
    const file = JSON.stringify(
      await encryptKeystore(KEY, 'Other-pa55!', { scrypt: { n: 2048, r: 8, p: 1 } }),
    );
    const result = await signer.restoreFromKeystore({ json: file, password: 'Other-pa55!', existing: [] });
    expect(result).toMatchObject({ address: KEY_ADDRESS, wellKnown: false });
    expect(result.keystore.crypto.kdfparams).toMatchObject({ n: SMALL.n });
    expect(await db.get(KEY_ADDRESS)).toEqual(result.keystore);
    await expect(
      signer.restoreFromKeystore({ json: file, password: 'Other-pa55!', existing: [KEY_ADDRESS] }),
    ).rejects.toThrow('An account with this address already exists');
  });

  it('says "Not valid JSON file." for a non-JSON file and "Bad keystore file or password." otherwise', async () => {
    const { db, signer } = setup();
    const file = JSON.stringify(await encryptKeystore(KEY, PASSWORD, { scrypt: SMALL }));
    await expect(
      signer.restoreFromKeystore({ json: '{ not json', password: PASSWORD, existing: [] }),
    ).rejects.toMatchObject({
      code: 'KEYSTORE_NOT_JSON',
      message: 'Not valid JSON file.',
    });
    await expect(
      signer.restoreFromKeystore({ json: file, password: 'Wrong-pa55!', existing: [] }),
    ).rejects.toMatchObject({
      code: 'KEYSTORE_BAD_PASSWORD',
      message: 'Bad keystore file or password.',
    });
    await expect(
      signer.restoreFromKeystore({ json: '{"version":3}', password: PASSWORD, existing: [] }),
    ).rejects.toThrow('Bad keystore file or password.');
    await expect(signer.restoreFromKeystore({ json: file, password: '', existing: [] })).rejects.toThrow(
      'Type a password',
    );
    expect(await db.addresses()).toEqual([]);
  });
});

describe('signing and the remembered password (docs/transactions.md#remembered-password)', () => {
  it('signs a legacy EIP-155 transaction with the stored keystore', async () => {
    const { signer } = await withKey();
    const signed = await signer.signTransaction({
      address: KEY_ADDRESS,
      transaction: TX,
      password: PASSWORD,
    });
    expect(await signerOf(signed)).toBe(KEY_ADDRESS);
    expect(parseTransaction(signed)).toMatchObject({
      chainId: 4003,
      nonce: 7,
      value: 10n ** 18n,
      type: 'legacy',
    });
  });

  it("a password remembered for one run of a flow signs nothing for any other caller (a site's request in the extension)", async () => {
    const { signer } = await withKey();
    // Step 1 of the wallet's two-step flow: the password is remembered for this run's step 2.
    await signRemembering(signer, 1);
    // A site's request in the extension (no scope) or another run of a flow: the password is asked.
    expect(await signer.hasRememberedPassword(KEY_ADDRESS, 'another-run')).toBe(false);
    await expect(signer.signTransaction({ address: KEY_ADDRESS, transaction: TX })).rejects.toMatchObject({
      code: 'PASSWORD_REQUIRED',
      message: 'Type a password',
    });
    await expect(
      signer.signTransaction({ address: KEY_ADDRESS, transaction: TX, scope: 'another-run' }),
    ).rejects.toMatchObject({ code: 'PASSWORD_REQUIRED' });
    // Nothing above spent the run's use: its own step 2 still goes without typing.
    expect(await signer.hasRememberedPassword(KEY_ADDRESS, FLOW)).toBe(true);
    const signed = await signer.signTransaction({ address: KEY_ADDRESS, transaction: TX, scope: FLOW });
    expect(await signerOf(signed)).toBe(KEY_ADDRESS);
  });

  it('remembers nothing without a scope, and the protocol refuses remember without one', async () => {
    const { signer } = await withKey();
    await signer.signTransaction({
      address: KEY_ADDRESS,
      transaction: TX,
      password: PASSWORD,
      remember: { seconds: 30, uses: 1 },
    });
    await expect(signer.signTransaction({ address: KEY_ADDRESS, transaction: TX })).rejects.toMatchObject({
      code: 'PASSWORD_REQUIRED',
    });
    const refused = signerProtocol.signTransaction.safeParse([
      { address: KEY_ADDRESS, transaction: TX, password: PASSWORD, remember: { seconds: 30, uses: 1 } },
    ]);
    expect(refused.success).toBe(false);
  });

  it('needs the password unless one is remembered, and a remembered one serves one use', async () => {
    const { signer } = await withKey();
    await expect(
      signer.signTransaction({ address: KEY_ADDRESS, transaction: TX, scope: FLOW }),
    ).rejects.toThrow('Type a password');
    await signRemembering(signer, 1);
    expect(await signer.hasRememberedPassword(KEY_ADDRESS, FLOW)).toBe(true);
    expect(await signer.hasRememberedPassword('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', FLOW)).toBe(
      false,
    );
    const signed = await signer.signTransaction({
      address: KEY_ADDRESS,
      transaction: { ...TX, nonce: 8 },
      scope: FLOW,
    });
    expect(await signerOf(signed)).toBe(KEY_ADDRESS);
    expect(await signer.hasRememberedPassword(KEY_ADDRESS, FLOW)).toBe(false);
    await expect(
      signer.signTransaction({ address: KEY_ADDRESS, transaction: TX, scope: FLOW }),
    ).rejects.toMatchObject({
      code: 'PASSWORD_REQUIRED',
    });
  });

  it('forgets the password after 30 s even with uses left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { signer } = await withKey();
    await signRemembering(signer, 5);
    await signer.signTransaction({ address: KEY_ADDRESS, transaction: TX, scope: FLOW });
    vi.advanceTimersByTime(29_999);
    expect(await signer.hasRememberedPassword(KEY_ADDRESS, FLOW)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(await signer.hasRememberedPassword(KEY_ADDRESS, FLOW)).toBe(false);
    await expect(
      signer.signTransaction({ address: KEY_ADDRESS, transaction: TX, scope: FLOW }),
    ).rejects.toThrow('Type a password');
  });

  it('checks expiry against the clock too, so a late timer cannot extend it', async () => {
    let clock = 1_000_000;
    const { signer } = await withKey({ now: () => clock });
    await signRemembering(signer, 3);
    clock += 30_000;
    await expect(
      signer.signTransaction({ address: KEY_ADDRESS, transaction: TX, scope: FLOW }),
    ).rejects.toThrow('Type a password');
  });

  it('a wrong password fails with the keystore message and drops the remembered one', async () => {
    const { signer } = await withKey();
    await signRemembering(signer, 3);
    await expect(
      signer.signTransaction({ address: KEY_ADDRESS, transaction: TX, password: 'Wrong-pa55!', scope: FLOW }),
    ).rejects.toThrow('Bad keystore file or password.');
    expect(await signer.hasRememberedPassword(KEY_ADDRESS, FLOW)).toBe(false);
  });

  it('forgetPasswords and removeKeystore drop remembered passwords', async () => {
    const { signer } = await withKey();
    await signRemembering(signer, 3);
    await signer.forgetPasswords();
    expect(await signer.hasRememberedPassword(KEY_ADDRESS, FLOW)).toBe(false);
    await signRemembering(signer, 3);
    await signer.removeKeystore(KEY_ADDRESS);
    expect(await signer.hasRememberedPassword(KEY_ADDRESS, FLOW)).toBe(false);
    expect(await signer.keystoreOf(KEY_ADDRESS)).toBeNull();
    await expect(
      signer.signTransaction({ address: KEY_ADDRESS, transaction: TX, password: PASSWORD }),
    ).rejects.toMatchObject({
      code: 'KEYSTORE_MISSING',
    });
  });

  it('refuses a keystore whose key belongs to another account (docs/transactions.md#key-check)', async () => {
    const { db, signer } = setup();
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    await db.put(other, await encryptKeystore(KEY, PASSWORD, { scrypt: SMALL }));
    await expect(
      signer.signTransaction({ address: other, transaction: TX, password: PASSWORD }),
    ).rejects.toThrow(`Account ${other} address and address in keystore file ${KEY_ADDRESS} are different`);
  });
});

describe("a site's message and typed data (personal_sign, eth_signTypedData)", () => {
  it('signs with the password, under the same rule as transactions', async () => {
    const { signer } = await withKey();
    const message = '0x48656c6c6f';
    const signature = await signer.signSiteRequest({
      address: KEY_ADDRESS,
      request: { kind: 'personal', message },
      password: PASSWORD,
    });
    expect(await verifyMessage({ address: KEY_ADDRESS, message: { raw: message }, signature })).toBe(true);
    await expect(
      signer.signSiteRequest({ address: KEY_ADDRESS, request: { kind: 'personal', message } }),
    ).rejects.toMatchObject({ code: 'PASSWORD_REQUIRED' });
    await expect(
      signer.signSiteRequest({
        address: KEY_ADDRESS,
        request: { kind: 'personal', message },
        password: 'wrong1!A',
      }),
    ).rejects.toThrow();
  });

  it("a password remembered for a run of the wallet's flow signs no site's message or typed data: the site's window needs it typed", async () => {
    const { signer } = await withKey();
    await signRemembering(signer, 3);
    const typedData: SiteSignatureRequest = {
      kind: 'typedData',
      json: JSON.stringify({
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        domain: { name: 'Mail', chainId: 4003 },
        message: { contents: 'hi' },
      }),
    };
    // The extension's signature window asks without a scope; a page that named one other than the flow's is
    // refused the same.
    for (const request of [{ kind: 'personal', message: '0x48656c6c6f' } as const, typedData])
      for (const scope of [undefined, 'a-site-request'])
        await expect(
          signer.signSiteRequest({
            address: KEY_ADDRESS,
            request,
            ...(scope === undefined ? {} : { scope }),
          }),
        ).rejects.toMatchObject({ code: 'PASSWORD_REQUIRED', message: 'Type a password' });
    // Those refusals spent none of the flow's uses: its next steps still sign without the password.
    expect(await signer.hasRememberedPassword(KEY_ADDRESS, FLOW)).toBe(true);
    const signature = await signer.signSiteRequest({
      address: KEY_ADDRESS,
      request: typedData,
      password: PASSWORD,
    });
    expect(await recoverTypedDataAddress({ ...JSON.parse(typedData.json), signature })).toBe(KEY_ADDRESS);
    for (let step = 0; step < 3; step++)
      await signer.signTransaction({ address: KEY_ADDRESS, transaction: TX, scope: FLOW });
    expect(await signer.hasRememberedPassword(KEY_ADDRESS, FLOW)).toBe(false);
  });

  it('the protocol takes no raw hash to sign', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(
      signerProtocol.signSiteRequest.safeParse([{ address: KEY_ADDRESS, request: { kind: 'hash', hash } }])
        .success,
    ).toBe(false);
  });
});
