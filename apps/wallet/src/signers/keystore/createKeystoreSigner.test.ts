import { MESSAGES, ValidationError } from '@fantom-wallet/core';
import { keccak256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { apiError, fakeTransport } from '../../shared/test/fakeTransport.ts';
import { FROM, preparedTransfer, TO } from '../../shared/test/preparedTransfer.ts';
import { createKeystoreSigner } from './createKeystoreSigner.ts';

const prepared = preparedTransfer();
const hashOf = (n: number): `0x${string}` => `0x${n.toString(16).padStart(64, '0')}`;

function keystoreSigner(options: { sendError?: Error; password?: string; remembered?: boolean } = {}) {
  const signed: Array<{ nonce: number; password: string | undefined; scope?: string; remember: unknown }> =
    [];
  const nonces: number[] = [];
  let sends = 0;
  const signer = createKeystoreSigner({
    address: FROM,
    vault: {
      async signTransaction({ transaction, password, scope, remember }) {
        if (options.password !== undefined && password !== options.password)
          throw new ValidationError('KEYSTORE_BAD_PASSWORD', MESSAGES.badKeystore);
        signed.push({
          nonce: transaction.nonce,
          password,
          remember,
          ...(scope === undefined ? {} : { scope }),
        });
        return `0x${'ab'.repeat(10)}`;
      },
      hasRememberedPassword: async (_address, scope) => scope === RUN && (options.remembered ?? false),
    },
    transport: fakeTransport({
      sendTransaction: () => {
        if (options.sendError) throw options.sendError;
        sends++;
        return { sendTransaction: { hash: hashOf(sends), from: FROM, to: TO } };
      },
    }),
    // The sent records: what this signer sent so far.
    lastNonce: () => (nonces.length ? Math.max(...nonces) : undefined),
  });
  const send = async (...args: Parameters<typeof signer.send>) => {
    const result = await signer.send(...args);
    nonces.push(result.nonce);
    return result;
  };
  return { signer, send, signed, sends: () => sends };
}
/** One run of a multi-step flow. */
const RUN = 'run-1';

describe('keystore signer (docs/transactions.md#signing-by-account-type)', () => {
  it("asks for the password unless the signer worker remembers it for the asking flow's run", async () => {
    expect(await keystoreSigner().signer.confirmation()).toEqual({ kind: 'password', remembered: false });
    const remembered = keystoreSigner({ remembered: true }).signer;
    expect(await remembered.confirmation({ passwordScope: RUN })).toEqual({
      kind: 'password',
      remembered: true,
    });
    // A caller with no run (a single send, a site's request in the extension) is always asked.
    expect(await remembered.confirmation()).toEqual({ kind: 'password', remembered: false });
  });

  it('signs in the worker with the password, the run and its remember request, and sends through the API', async () => {
    const { send, signed } = keystoreSigner();
    expect(
      await send(prepared, { password: 'pw', passwordScope: RUN, remember: { seconds: 30, uses: 2 } }),
    ).toEqual({ hash: hashOf(1), nonce: 4 });
    expect(signed).toEqual([{ nonce: 4, password: 'pw', scope: RUN, remember: { seconds: 30, uses: 2 } }]);
    // Without a run nothing is asked to be remembered.
    await send(prepared, { password: 'pw', remember: { seconds: 30, uses: 2 } });
    expect(signed[1]).toEqual({ nonce: 5, password: 'pw', remember: undefined });
  });

  it("hands the signed transaction's hash to beforeBroadcast before sending; if it refuses, nothing is sent", async () => {
    const { send, sends } = keystoreSigner();
    const heard: string[] = [];
    await send(prepared, { password: 'pw', beforeBroadcast: async (hash) => void heard.push(hash) });
    expect(heard).toEqual([keccak256(`0x${'ab'.repeat(10)}`)]);
    expect(sends()).toBe(1);
    await expect(
      send(prepared, {
        password: 'pw',
        beforeBroadcast: async () => {
          throw new Error('The site may no longer use this account.');
        },
      }),
    ).rejects.toThrow('The site may no longer use this account.');
    expect(sends()).toBe(1);
  });

  it('two quick sends prepared with the same txCount get consecutive nonces (docs/transactions.md#nonces)', async () => {
    const { send, signed } = keystoreSigner();
    await send(prepared);
    await send(prepared);
    expect(signed.map((s) => s.nonce)).toEqual([4, 5]);
  });

  it("a wrong password rejects with 'Bad keystore file or password.' and its code", async () => {
    const { send } = keystoreSigner({ password: 'right' });
    await expect(send(prepared, { password: 'wrong' })).rejects.toMatchObject({
      code: 'KEYSTORE_BAD_PASSWORD',
      message: MESSAGES.badKeystore,
    });
  });

  it("the node's message of a refused send reaches the caller", async () => {
    const { send } = keystoreSigner({ sendError: apiError('insufficient funds for gas * price + value') });
    await expect(send(prepared)).rejects.toThrow('insufficient funds for gas * price + value');
  });
});
