import { waitForReceipt } from '@fantom-wallet/contracts';
import { type AnvilInstance, startAnvil } from '@fantom-wallet/devnet';
import { parseEther, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainReader } from '../shared/createChainWallet.ts';
import { createInjectedWallet, type InjectedAnswer } from './createInjectedWallet.ts';
import { injectedPageScript } from './injectedPageScript.ts';

const CHAIN_ID = 4003;
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
let anvil: AnvilInstance;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID });
}, 30_000);
afterAll(async () => {
  await anvil?.stop();
});

async function fund(address: string) {
  await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, toHex(parseEther('10'))],
    }),
  });
}

const result = (answer: InjectedAnswer) => ('result' in answer ? answer.result : answer);

describe('injected wallet double', () => {
  it('connects on request, then signs and broadcasts an eth_sendTransaction itself (no nonce from the page)', async () => {
    const wallet = createInjectedWallet({ rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID });
    await fund(wallet.address);
    expect(await wallet.handle({ method: 'eth_accounts', params: [] })).toEqual({ result: [] });
    expect(
      await wallet.handle({ method: 'eth_sendTransaction', params: [{ from: wallet.address, to: OTHER }] }),
    ).toMatchObject({
      error: { code: 4100 },
    });
    expect(result(await wallet.handle({ method: 'eth_requestAccounts', params: [] }))).toEqual([
      wallet.address.toLowerCase(),
    ]);
    expect(await wallet.handle({ method: 'eth_chainId', params: [] })).toEqual({ result: '0xfa3' });
    const sent = await wallet.handle({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: OTHER, value: '0x1', gas: '0x5208', gasPrice: '0x3b9aca00' }],
    });
    const hash = result(sent) as `0x${string}`;
    const receipt = await waitForReceipt(chainReader(anvil.rpcUrl), hash);
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase());
    const byHash = result(await wallet.handle({ method: 'eth_getTransactionByHash', params: [hash] }));
    expect(byHash).toMatchObject({ hash, nonce: '0x0' });
    expect(
      await wallet.handle({
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: OTHER, nonce: '0x1' }],
      }),
    ).toMatchObject({ error: { code: -32602 } });
  });

  it('answers as scripted: 4001, -32002, a custom error, then approves again', async () => {
    const wallet = createInjectedWallet({ rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID });
    wallet.next('eth_requestAccounts', 'reject', 'pending', { code: -32603, message: 'boom' });
    expect(await wallet.handle({ method: 'eth_requestAccounts', params: [] })).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    });
    expect(await wallet.handle({ method: 'eth_requestAccounts', params: [] })).toMatchObject({
      error: { code: -32002 },
    });
    expect(await wallet.handle({ method: 'eth_requestAccounts', params: [] })).toEqual({
      error: { code: -32603, message: 'boom' },
    });
    expect(wallet.connected).toBe(false);
    expect(result(await wallet.handle({ method: 'eth_requestAccounts', params: [] }))).toHaveLength(1);
  });

  it('knows its chains: an unknown one is 4902 until added; the send refuses while on another chain', async () => {
    const wallet = createInjectedWallet({
      rpcUrl: anvil.rpcUrl,
      chainId: CHAIN_ID,
      startChainId: 250,
      connected: true,
    });
    expect(
      await wallet.handle({ method: 'eth_sendTransaction', params: [{ from: wallet.address, to: OTHER }] }),
    ).toMatchObject({
      error: { code: -32603 },
    });
    expect(
      await wallet.handle({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xfa3' }] }),
    ).toMatchObject({
      error: { code: 4902 },
    });
    expect(
      await wallet.handle({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0xfa3', chainName: 'Fantom Local Devnet', rpcUrls: [anvil.rpcUrl] }],
      }),
    ).toEqual({ result: null });
    expect(wallet.chainId).toBe(CHAIN_ID);
    expect(
      await wallet.handle({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xfa' }] }),
    ).toEqual({ result: null });
    expect(
      await wallet.handle({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1' }] }),
    ).toMatchObject({
      error: { code: -32602 },
    });
  });

  it('its page half announces through EIP-6963, rethrows errors with their code and fires events', async () => {
    const wallet = createInjectedWallet({ rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID, hostile: true });
    wallet.next('eth_requestAccounts', 'reject');
    // A stand-in for the page: an EventTarget window with the exposed binding.
    const page = new EventTarget() as EventTarget & Record<string, unknown>;
    let script = '';
    await wallet.install({
      exposeFunction: async (name, callback) => {
        page[name] = callback;
      },
      addInitScript: async ({ content }) => {
        script = content;
      },
    });
    const announced: unknown[] = [];
    page.addEventListener('eip6963:announceProvider', (event) =>
      announced.push((event as CustomEvent).detail),
    );
    new Function('window', script)(page);
    expect(announced).toHaveLength(5);
    const detail = announced[0] as {
      info: { rdns: string; icon: string };
      provider: {
        request: (args: { method: string }) => Promise<unknown>;
        on: (event: string, listener: (payload: unknown) => void) => void;
      };
    };
    expect(detail.info.rdns).toBe('io.metamask');
    expect(detail.info.icon.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(page.ethereum).toBe(detail.provider);
    await expect(detail.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
    const seen: unknown[] = [];
    detail.provider.on('chainChanged', (id: unknown) => seen.push(id));
    await wallet.switchChain(250, {
      evaluate: async (expression) => new Function('window', `return ${expression}`)(page),
    });
    expect(seen).toEqual(['0xfa']);
    page.dispatchEvent(new CustomEvent('eip6963:requestProvider'));
    expect(announced).toHaveLength(10);
  });

  it('the page script is plain JSON-configured text', () => {
    const script = injectedPageScript({
      binding: 'b',
      emitter: 'e',
      info: { uuid: 'u', name: 'N', icon: 'data:image/png;base64,', rdns: 'a.b' },
      legacy: false,
      hostile: false,
      announce: true,
    });
    expect(() => new Function(script)).not.toThrow();
  });
});
