import type { RuntimeConfig } from '@fantom-wallet/wallet/src/shared/network/RuntimeConfig.ts';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryArea } from '../test/createMemoryArea.ts';
import { createRequestStore } from './createRequestStore.ts';
import { createSiteRequests, MAX_OPEN_REQUESTS_PER_SITE, RpcCallError } from './createSiteRequests.ts';
import { createWalletState } from './createWalletState.ts';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SITE = 'https://dapp.example';
const OTHER = 'http://127.0.0.1:5500';
const runtime: RuntimeConfig = {
  defaultNetwork: 'devnet',
  devnet: {
    apiUrls: ['http://127.0.0.1:4100/graphql'],
    rpcUrl: 'http://127.0.0.1:8545',
    contracts: { sfc: '0xFC00FACE00000000000000000000000000000000' },
  },
};

function accountsText(accounts: unknown[]) {
  return JSON.stringify({ state: { accounts, activeIndex: null }, version: 2 });
}

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

function setup(
  accounts: unknown[] = [
    { address: ALICE, type: 'keystore', sites: [SITE] },
    { address: BOB, type: 'keystore' },
  ],
) {
  const local = createMemoryArea({ 'fwallet.accounts': accountsText(accounts) });
  const session = createMemoryArea();
  const openWindow = vi.fn(async (_path: string) => 7);
  const rpc = vi.fn(async (_url: string, _method: string, _params: unknown): Promise<unknown> => '0x10');
  const make = () =>
    createSiteRequests({
      store: createRequestStore(session),
      wallet: createWalletState(local, async () => runtime),
      openWindow,
      rpc,
    });
  return { local, session, openWindow, rpc, sites: make(), restart: make };
}

const ask = (method: string, params?: unknown) => ({
  kind: 'request' as const,
  id: uuid(),
  method,
  ...(params === undefined ? {} : { params }),
});
const tx = (from: string) => ({ from, to: BOB, value: '0xde0b6b3a7640000' });

/** Lets queued promise work run (the store's writes) before looking at what happened. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('site requests (docs/extension.md#site-requests)', () => {
  it('answers the chain id and network version of the active network', async () => {
    const { sites } = setup();
    expect(await sites.handle(ask('eth_chainId'), { origin: SITE })).toMatchObject({ result: '0xfa3' });
    expect(await sites.handle(ask('net_version'), { origin: SITE })).toMatchObject({ result: '4003' });
  });

  it('eth_accounts gives a site only the accounts allowed for it, [] to any other site', async () => {
    const { sites } = setup();
    expect(await sites.handle(ask('eth_accounts'), { origin: SITE })).toMatchObject({ result: [ALICE] });
    expect(await sites.handle(ask('eth_accounts'), { origin: OTHER })).toMatchObject({ result: [] });
  });

  it('eth_requestAccounts answers at once for an allowed site, else opens the select window', async () => {
    const { sites, openWindow } = setup();
    expect(await sites.handle(ask('eth_requestAccounts'), { origin: SITE })).toMatchObject({
      result: [ALICE],
    });
    expect(openWindow).not.toHaveBeenCalled();
    const answer = sites.handle(ask('eth_requestAccounts'), { origin: OTHER });
    await settle();
    expect(openWindow).toHaveBeenCalledWith(`eip-select-accounts/${encodeURIComponent(OTHER)}`);
    expect(await sites.accountsDone(OTHER, [BOB])).toEqual([BOB]);
    expect(await answer).toMatchObject({ result: [BOB] });
  });

  it("a second account request while one is open gets -32002 'Request already pending'", async () => {
    const { sites } = setup();
    void sites.handle(ask('eth_requestAccounts'), { origin: OTHER });
    await settle();
    expect(await sites.handle(ask('eth_requestAccounts'), { origin: OTHER })).toMatchObject({
      error: { code: -32002, message: 'Request already pending' },
    });
  });

  it('confirming no account, or closing the window, answers 4001', async () => {
    const { sites } = setup();
    const first = sites.handle(ask('eth_requestAccounts'), { origin: OTHER });
    await settle();
    await sites.accountsDone(OTHER, []);
    expect(await first).toMatchObject({ error: { code: 4001 } });
    const second = sites.handle(ask('eth_requestAccounts'), { origin: OTHER });
    await settle();
    await sites.windowClosed(7);
    expect(await second).toMatchObject({ error: { code: 4001 } });
  });

  it('toggling an account off takes it from the site', async () => {
    const { sites, local } = setup();
    await sites.accountsDone(SITE, []);
    expect(await sites.handle(ask('eth_accounts'), { origin: SITE })).toMatchObject({ result: [] });
    expect(String(local.data.get('fwallet.accounts'))).not.toContain(SITE);
  });

  it('a transaction from an account the site may not use gets 4100, before any window opens', async () => {
    const { sites, openWindow } = setup();
    expect(await sites.handle(ask('eth_sendTransaction', [tx(BOB)]), { origin: SITE })).toMatchObject({
      error: { code: 4100 },
    });
    expect(await sites.handle(ask('eth_sendTransaction', [tx(ALICE)]), { origin: OTHER })).toMatchObject({
      error: { code: 4100 },
    });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it.each([
    ['no params', undefined],
    ['not an array', { from: ALICE }],
    ['a bad address', [{ from: ALICE, to: '0x12' }]],
    ['a bad value', [{ from: ALICE, to: BOB, value: 'lots' }]],
    ['huge data', [{ from: ALICE, to: BOB, data: `0x${'ab'.repeat(200_000)}` }]],
  ])('eth_sendTransaction with %s gets -32602', async (_, params) => {
    const { sites, openWindow } = setup();
    expect(await sites.handle(ask('eth_sendTransaction', params), { origin: SITE })).toMatchObject({
      error: { code: -32602 },
    });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('a transaction opens its own window and answers the hash the window hands back, once', async () => {
    const { sites, openWindow } = setup();
    const request = ask('eth_sendTransaction', [tx(ALICE)]);
    const answer = sites.handle(request, { origin: SITE });
    await settle();
    expect(openWindow).toHaveBeenCalledWith(`eip-send-transaction/${request.id}`);
    expect(await sites.view(request.id)).toMatchObject({ origin: SITE, chainId: 4003, state: 'open' });
    const hash = `0x${'1'.repeat(64)}`;
    await sites.transactionDone(request.id, hash);
    await sites.transactionDone(request.id, `0x${'2'.repeat(64)}`);
    expect(await answer).toMatchObject({ result: hash });
    expect(await sites.handle({ kind: 'attach', id: request.id }, { origin: SITE })).toMatchObject({
      result: hash,
    });
  });

  it('a restarted worker answers a request it did not start: the stored one, never a second window', async () => {
    const { sites, restart, openWindow } = setup();
    const request = ask('eth_sendTransaction', [tx(ALICE)]);
    void sites.handle(request, { origin: SITE });
    await settle();
    const after = restart();
    const reattached = after.handle({ kind: 'attach', id: request.id }, { origin: SITE });
    await settle();
    const hash = `0x${'3'.repeat(64)}`;
    await after.transactionDone(request.id, hash);
    expect(await reattached).toMatchObject({ result: hash });
    expect(openWindow).toHaveBeenCalledTimes(1);
  });

  it('another site cannot attach to or answer a request it did not make', async () => {
    const { sites } = setup();
    const request = ask('eth_sendTransaction', [tx(ALICE)]);
    void sites.handle(request, { origin: SITE });
    await settle();
    expect(await sites.handle({ kind: 'attach', id: request.id }, { origin: OTHER })).toMatchObject({
      error: { code: -32602 },
    });
    expect(await sites.handle({ ...request }, { origin: OTHER })).toMatchObject({ error: { code: -32602 } });
  });

  it(`more than ${MAX_OPEN_REQUESTS_PER_SITE} open requests from one site get -32002, and open no window`, async () => {
    const { sites, openWindow } = setup();
    const answers = Array.from({ length: 100 }, () =>
      sites.handle(ask('eth_sendTransaction', [tx(ALICE)]), { origin: SITE }),
    );
    await settle();
    expect(openWindow).toHaveBeenCalledTimes(MAX_OPEN_REQUESTS_PER_SITE);
    await sites.windowClosed(7);
    const outcomes = await Promise.all(answers);
    expect(outcomes.every((o) => 'error' in o && [4001, -32002].includes(o.error.code))).toBe(true);
  });

  it('wallet_switchEthereumChain switches to a known network, 4902 for others', async () => {
    const { sites, local } = setup();
    expect(
      await sites.handle(ask('wallet_switchEthereumChain', [{ chainId: '0xfa' }]), { origin: SITE }),
    ).toMatchObject({
      result: null,
    });
    expect(String(local.data.get('fwallet.settings'))).toContain('"networkId":"mainnet"');
    expect(await sites.handle(ask('eth_chainId'), { origin: SITE })).toMatchObject({ result: '0xfa' });
    expect(
      await sites.handle(ask('wallet_switchEthereumChain', [{ chainId: '0x1' }]), { origin: SITE }),
    ).toMatchObject({
      error: { code: 4902 },
    });
    expect(await sites.handle(ask('wallet_switchEthereumChain', ['0xfa']), { origin: SITE })).toMatchObject({
      error: { code: -32602 },
    });
  });

  it("forwards read-only calls to the active network's RPC, with the node's errors", async () => {
    const { sites, rpc } = setup();
    expect(await sites.handle(ask('eth_blockNumber', []), { origin: SITE })).toMatchObject({
      result: '0x10',
    });
    expect(rpc).toHaveBeenCalledWith('http://127.0.0.1:8545', 'eth_blockNumber', []);
    rpc.mockRejectedValueOnce(new RpcCallError(3, 'execution reverted'));
    expect(await sites.handle(ask('eth_call', [{ to: BOB }]), { origin: SITE })).toMatchObject({
      error: { code: 3, message: 'execution reverted' },
    });
  });

  it('anything else gets 4200', async () => {
    const { sites, rpc } = setup();
    for (const method of [
      'eth_sign',
      'personal_sign',
      'eth_signTypedData_v4',
      'wallet_addEthereumChain',
      'foo',
    ])
      expect(await sites.handle(ask(method, []), { origin: SITE })).toMatchObject({ error: { code: 4200 } });
    expect(rpc).not.toHaveBeenCalled();
  });
});
