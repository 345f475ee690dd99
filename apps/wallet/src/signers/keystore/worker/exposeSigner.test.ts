import type { PreparedTransaction } from '@fantom-wallet/core';
import { WalletError } from '@fantom-wallet/core';
import { type Endpoint, wrap } from 'comlink';
import { IDBFactory } from 'fake-indexeddb';
import { privateKeyToAddress } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { keystoreDb } from '../../../storage/keystores/keystoreDb.ts';
import { connectSigner } from './connectSigner.ts';
import { createSigner } from './createSigner.ts';
import { exposeSigner } from './exposeSigner.ts';
import type { SignerApi } from './SignerApi.ts';
import { SignerError } from './SignerError.ts';
import type { SignerResponse } from './SignerResponse.ts';

const PASSWORD = 'Passw0rd!';
const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const ADDRESS = privateKeyToAddress(KEY);
const TX: PreparedTransaction = {
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  data: '0x',
  value: 123n,
  gas: 21_000n,
  gasPrice: 3_000_000_000n,
  nonce: 0,
  chainId: 4003,
  fee: 63_000_000_000_000n,
};

type Raw = Record<string, (...args: unknown[]) => Promise<SignerResponse<unknown>>>;
const channels: MessageChannel[] = [];

/** The worker and the UI joined by a real MessageChannel: requests and errors go through structured clone. */
function connect(
  signer: SignerApi = createSigner({ db: keystoreDb(new IDBFactory()), scrypt: { n: 1024, r: 8, p: 1 } }),
) {
  const channel = new MessageChannel();
  channels.push(channel);
  exposeSigner(signer, channel.port1 as unknown as Endpoint);
  return {
    client: connectSigner(channel.port2 as unknown as Endpoint),
    raw: wrap<Raw>(channel.port2 as unknown as Endpoint),
  };
}

afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

describe('signer over postMessage', () => {
  it('restores and signs with bigint values crossing the boundary', async () => {
    const { client } = connect();
    const restored = await client.restoreFromPrivateKey({
      privateKey: KEY,
      password: PASSWORD,
      existing: [],
    });
    expect(restored.address).toBe(ADDRESS);
    const signed = await client.signTransaction({ address: ADDRESS, transaction: TX, password: PASSWORD });
    expect(signed).toMatch(/^0x[0-9a-f]+$/);
  });

  it('rethrows core errors on the UI side with their code and documented message', async () => {
    const { client } = connect();
    const error = await client
      .restoreFromKeystore({ json: 'nope', password: PASSWORD, existing: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignerError);
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({
      name: 'KeystoreError',
      code: 'KEYSTORE_NOT_JSON',
      message: 'Not valid JSON file.',
    });
    await expect(client.confirmCreate(['a'])).rejects.toMatchObject({ code: 'NO_PENDING_WALLET' });
  });

  it('rejects malformed requests before they reach the signer, without echoing their values', async () => {
    const { raw } = connect();
    const secret = 'Sup3r-secret-passw0rd!';
    const cases: [string, unknown[]][] = [
      ['beginCreate', [42]],
      ['beginCreate', [secret, 'extra']],
      ['restoreFromMnemonic', [{ phrase: secret, accountIndex: -1, password: secret, existing: [] }]],
      ['restoreFromMnemonic', [{ phrase: secret, accountIndex: 1.5, password: secret, existing: [] }]],
      ['restoreFromPrivateKey', [{ privateKey: secret, password: secret, existing: ['not an address'] }]],
      ['restoreFromKeystore', [{ json: 'x'.repeat(200_000), password: secret, existing: [] }]],
      ['signTransaction', [{ address: ADDRESS, transaction: { ...TX, value: 123 }, password: secret }]],
      ['signTransaction', [{ address: ADDRESS, transaction: { ...TX, data: 'zz' }, password: secret }]],
      [
        'signTransaction',
        [{ address: ADDRESS, transaction: TX, password: secret, remember: { seconds: 0, uses: 1 } }],
      ],
      ['keystoreOf', ['0x1234']],
      ['confirmCreate', [Array.from({ length: 25 }, () => 'word')]],
    ];
    for (const [method, args] of cases) {
      const response = await raw[method]?.(...args);
      expect(response, method).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
      expect(JSON.stringify(response)).not.toContain(secret);
    }
  });

  it('reports unexpected failures generically, never with their text', async () => {
    const failing: SignerApi = {
      ...createSigner({ db: keystoreDb(new IDBFactory()) }),
      keystoreOf: async () => {
        throw new Error('mnemonic words leaked here');
      },
    };
    const { client } = connect(failing);
    const error = await client.keystoreOf(ADDRESS).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'SIGNER_FAILED',
      message: 'The signer failed. Try again.',
      details: 'Error',
    });
    expect(String(error)).not.toContain('mnemonic');
  });
});
