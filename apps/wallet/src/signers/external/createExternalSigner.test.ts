import { describe, expect, it } from 'vitest';
import { FROM, TO as OTHER, preparedTransfer } from '../../shared/test/preparedTransfer.ts';
import { SignerRejectedError } from '../SignerRejectedError.ts';
import { addChainParameters } from './addChainParameters.ts';
import { createExternalSigner } from './createExternalSigner.ts';
import { providerError, walletDouble } from './walletDouble.ts';

const HASH = `0x${'ab'.repeat(32)}` as const;
const prepared = preparedTransfer();
const chain = addChainParameters({
  chainId: 4003,
  chainName: 'Fantom Local Devnet',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrl: 'http://127.0.0.1:1/rpc',
});

function signerOver(double: ReturnType<typeof walletDouble> | undefined) {
  return createExternalSigner({
    address: FROM,
    wallet: 'Metamask',
    walletType: 'injected',
    chain,
    provider: async () => double?.provider,
    sleep: async () => {},
  });
}

/** A signer over a connected wallet that answers eth_sendTransaction with `sent()` and the rest as usual. */
function signerAnsweringSend(sent: () => Promise<unknown>, options: { sendTimeoutMs?: number } = {}) {
  const double = walletDouble({ accounts: [FROM], chainId: '0xfa3' });
  return createExternalSigner({
    address: FROM,
    wallet: 'Metamask',
    walletType: 'injected',
    chain,
    provider: async () => ({
      ...double.provider,
      request: (args) => (args.method === 'eth_sendTransaction' ? sent() : double.provider.request(args)),
    }),
    ...options,
  });
}

describe('external signer (docs/external-wallets.md#signer)', () => {
  it('asks to confirm in the wallet once it is connected, on the chain and on the account', async () => {
    const signer = signerOver(walletDouble({ accounts: [FROM.toLowerCase()], chainId: '0xfa3' }));
    expect(await signer.confirmation()).toEqual({
      kind: 'external',
      wallet: 'Metamask',
      walletType: 'injected',
    });
  });

  it('says what blocks it: a missing or locked wallet, another chain, another account', async () => {
    expect(await signerOver(undefined).confirmation()).toMatchObject({ blocked: { reason: 'disconnected' } });
    expect(await signerOver(walletDouble({ accounts: [], chainId: '0xfa3' })).confirmation()).toMatchObject({
      blocked: { reason: 'disconnected' },
    });
    expect(
      await signerOver(walletDouble({ accounts: [FROM], chainId: '0xfa' })).confirmation(),
    ).toMatchObject({
      blocked: { reason: 'chain', chainId: 4003 },
    });
    expect(
      await signerOver(walletDouble({ accounts: [OTHER], chainId: '0xfa3' })).confirmation(),
    ).toMatchObject({
      blocked: { reason: 'account', address: FROM },
    });
  });

  it('sends eth_sendTransaction with from, to, value, data, gas and gas price in hex and no nonce', async () => {
    const double = walletDouble({ accounts: [FROM], chainId: '0xfa3' });
    const sent = await signerOver(double).send(prepared);
    expect(sent).toEqual({ hash: HASH, nonce: 9 });
    const request = double.requests.find((r) => r.method === 'eth_sendTransaction');
    expect(request?.params).toEqual([
      {
        from: FROM,
        to: OTHER,
        value: '0xde0b6b3a7640000',
        data: '0x',
        gas: '0x59d8',
        gasPrice: '0x77359400',
      },
    ]);
  });

  it('records the nonce the network reports once it knows the transaction, else the prepared one', async () => {
    const slow = walletDouble({ accounts: [FROM], chainId: '0xfa3' });
    slow.nonceUnknownFor(3);
    expect((await signerOver(slow).send(prepared)).nonce).toBe(9);
    const unknown = walletDouble({ accounts: [FROM], chainId: '0xfa3' });
    unknown.nonceUnknownFor(1000);
    expect((await signerOver(unknown).send(prepared)).nonce).toBe(prepared.nonce);
  });

  it('refuses to send while the wallet is on another chain or account, without asking it', async () => {
    const double = walletDouble({ accounts: [FROM], chainId: '0xfa' });
    await expect(signerOver(double).send(prepared)).rejects.toMatchObject({ code: 'EXTERNAL_NOT_READY' });
    const other = walletDouble({ accounts: [OTHER], chainId: '0xfa3' });
    await expect(signerOver(other).send(prepared)).rejects.toMatchObject({ code: 'EXTERNAL_NOT_READY' });
    expect([...double.requests, ...other.requests].some((r) => r.method === 'eth_sendTransaction')).toBe(
      false,
    );
  });

  it('maps 4001 to the user refusal, -32002 to "Request already pending", others keep their message', async () => {
    const double = walletDouble({ accounts: [FROM], chainId: '0xfa3' });
    const signer = signerOver(double);
    double.fail('eth_sendTransaction', providerError(4001, 'User denied transaction signature.'));
    await expect(signer.send(prepared)).rejects.toBeInstanceOf(SignerRejectedError);
    double.fail('eth_sendTransaction', providerError(-32002, 'Already processing'));
    await expect(signer.send(prepared)).rejects.toMatchObject({
      code: 'EXTERNAL_REQUEST_PENDING',
      message: 'Request already pending',
    });
    double.fail('eth_sendTransaction', providerError(-32603, 'insufficient funds for gas'));
    await expect(signer.send(prepared)).rejects.toMatchObject({ message: 'insufficient funds for gas' });
  });

  it('a wallet that never answers frees the confirmation with a clear message', async () => {
    const signer = signerAnsweringSend(() => new Promise(() => {}), { sendTimeoutMs: 20 });
    await expect(signer.send(prepared)).rejects.toMatchObject({
      code: 'EXTERNAL_TIMEOUT',
      message:
        'Metamask did not answer. Check its activity before sending again: it may still send this transaction.',
    });
  });

  it('rejects an answer that is not a transaction hash', async () => {
    const signer = signerAnsweringSend(async () => ({ hash: HASH }));
    await expect(signer.send(prepared)).rejects.toMatchObject({ code: 'SEND_WITHOUT_HASH' });
  });

  it('switches chain, adding it on 4902 with the network definition, and connects when asked', async () => {
    const double = walletDouble({ accounts: [FROM], chainId: '0xfa' });
    const signer = signerOver(double);
    await signer.resolveBlock?.();
    expect(double.requests.map((r) => r.method)).toContain('wallet_addEthereumChain');
    expect(double.requests.find((r) => r.method === 'wallet_addEthereumChain')?.params).toEqual([
      {
        chainId: '0xfa3',
        chainName: 'Fantom Local Devnet',
        nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:1/rpc'],
      },
    ]);
    expect(await signer.confirmation()).not.toHaveProperty('blocked');

    const locked = walletDouble({ accounts: [], chainId: '0xfa3', connectAs: FROM });
    await signerOver(locked).resolveBlock?.();
    expect(await signerOver(locked).confirmation()).not.toHaveProperty('blocked');
  });

  it('a refused chain switch is reported, not swallowed', async () => {
    const double = walletDouble({ accounts: [FROM], chainId: '0xfa', knownChains: ['0xfa3'] });
    double.fail('wallet_switchEthereumChain', providerError(4001, 'User rejected'));
    await expect(signerOver(double).resolveBlock?.()).rejects.toBeInstanceOf(SignerRejectedError);
  });

  it('reports accountsChanged and chainChanged live until unsubscribed', async () => {
    const double = walletDouble({ accounts: [FROM], chainId: '0xfa3' });
    const signer = signerOver(double);
    let changes = 0;
    const stop = signer.watchConfirmation?.(() => changes++);
    await Promise.resolve();
    await Promise.resolve();
    double.emit('accountsChanged');
    double.emit('chainChanged');
    expect(changes).toBe(2);
    stop?.();
    double.emit('chainChanged');
    expect(changes).toBe(2);
    expect(double.listenerCount()).toBe(0);
  });
});
