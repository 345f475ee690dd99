import type { RuntimeConfig } from '@fantom-wallet/wallet/network';
import { describe, expect, it, vi } from 'vitest';
import { RPC_ERRORS } from '../protocol/ProviderRpcError.ts';
import { createMemoryArea } from '../test/createMemoryArea.ts';
import { createRequestStore } from './createRequestStore.ts';
import { createSiteEvents } from './createSiteEvents.ts';
import { createSiteRequests, RpcCallError } from './createSiteRequests.ts';
import { createWalletState } from './createWalletState.ts';
import { MAX_WINDOWS_PER_SITE } from './requestLimits.ts';

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
  { quotaBytes }: { quotaBytes?: number } = {},
) {
  const local = createMemoryArea({ 'fwallet.accounts': accountsText(accounts) });
  const session = createMemoryArea({}, quotaBytes === undefined ? {} : { quotaBytes });
  let windows = 0;
  const clock = { now: 1_000_000 };
  /** Windows on screen, by id; closeWindow takes one off (Chrome then reports it closed: windowClosed). */
  const onScreen = new Set<number>();
  const openWindow = vi.fn(async (_path: string) => {
    windows += 1;
    onScreen.add(windows);
    return windows;
  });
  const closeWindow = vi.fn(async (windowId: number) => {
    onScreen.delete(windowId);
  });
  /** Documents the tabs show now, as "tabId:documentId". */
  const alive = new Set<string>();
  const documentAlive = vi.fn(async (tabId: number, documentId: string) =>
    alive.has(`${tabId}:${documentId}`),
  );
  const rpc = vi.fn(async (_url: string, _method: string, _params: unknown): Promise<unknown> => '0x10');
  const make = () =>
    createSiteRequests({
      store: createRequestStore(session, () => clock.now),
      wallet: createWalletState(local, async () => runtime),
      openWindow,
      closeWindow,
      documentAlive,
      rpc,
      now: () => clock.now,
    });
  return {
    local,
    session,
    openWindow,
    closeWindow,
    onScreen,
    alive,
    clock,
    rpc,
    sites: make(),
    restart: make,
    setAccounts: (next: unknown[]) => local.set({ 'fwallet.accounts': accountsText(next) }),
  };
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

/** The id of the window opened last. */
async function lastWindow(openWindow: { mock: { results: Array<{ value: unknown }> } }): Promise<number> {
  const value = await openWindow.mock.results.at(-1)?.value;
  if (typeof value !== 'number') throw new Error('no window was opened');
  return value;
}

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
    const { sites, openWindow } = setup();
    const first = sites.handle(ask('eth_requestAccounts'), { origin: OTHER });
    await settle();
    await sites.accountsDone(OTHER, []);
    expect(await first).toMatchObject({ error: { code: 4001 } });
    const second = sites.handle(ask('eth_requestAccounts'), { origin: OTHER });
    await settle();
    await sites.windowClosed(await lastWindow(openWindow));
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
    ['no recipient and no code', [{ from: ALICE, value: '0x1' }]],
    ['a null recipient and empty code', [{ from: ALICE, to: null, data: '0x' }]],
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

  it.each([
    ['without `to` (viem)', { from: ALICE, data: '0x6080604052' }],
    ['with `to: null`', { from: ALICE, to: null, data: '0x6080604052', value: '0x0' }],
  ])('a contract creation %s opens the transaction window', async (_, creation) => {
    const { sites, openWindow } = setup();
    const request = ask('eth_sendTransaction', [creation]);
    void sites.handle(request, { origin: SITE });
    await settle();
    expect(openWindow).toHaveBeenCalledWith(`eip-send-transaction/${request.id}`);
    expect((await sites.view(request.id))?.params).toEqual([{ ...creation, from: ALICE }]);
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

  it(`more than ${MAX_WINDOWS_PER_SITE} windows from one site: -32002, and no window opens`, async () => {
    const { sites, openWindow } = setup();
    const answers = Array.from({ length: 100 }, () =>
      sites.handle(ask('eth_sendTransaction', [tx(ALICE)]), { origin: SITE }),
    );
    await settle();
    expect(openWindow).toHaveBeenCalledTimes(MAX_WINDOWS_PER_SITE);
    for (let id = 1; id <= MAX_WINDOWS_PER_SITE; id++) await sites.windowClosed(id);
    const outcomes = await Promise.all(answers);
    expect(outcomes.filter((o) => 'error' in o && o.error.code === 4001)).toHaveLength(MAX_WINDOWS_PER_SITE);
    expect(outcomes.filter((o) => 'error' in o && o.error.code === -32002)).toHaveLength(90);
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
    for (const method of ['eth_sign', 'eth_signTransaction', 'foo'])
      expect(await sites.handle(ask(method, []), { origin: SITE })).toMatchObject({ error: { code: 4200 } });
    expect(rpc).not.toHaveBeenCalled();
  });
});

const HASH = `0x${'5'.repeat(64)}`;
const evil = (label: string) => `https://${label}.evil.test`;

describe('a hostile site', () => {
  it('#1 a window closed while its signed transaction is on its way answers that hash, never 4001', async () => {
    const { sites, openWindow } = setup();
    const request = ask('eth_sendTransaction', [tx(ALICE)]);
    const answer = sites.handle(request, { origin: SITE });
    await settle();
    // The window signed and recorded the hash; the API is slow; the user closes the window.
    await sites.transactionSigned(request.id, HASH);
    await sites.windowClosed(await lastWindow(openWindow));
    expect(await answer).toEqual({ id: request.id, result: HASH });
    // The broadcast's answer arriving later changes nothing; a re-attaching relay gets the same hash.
    await sites.transactionDone(request.id, HASH);
    expect(await sites.handle({ kind: 'attach', id: request.id }, { origin: SITE })).toEqual({
      id: request.id,
      result: HASH,
    });
  });

  it('#1 closed before anything was signed, or after the API refused the signed one: 4001', async () => {
    const { sites, openWindow } = setup();
    const unsigned = ask('eth_sendTransaction', [tx(ALICE)]);
    const first = sites.handle(unsigned, { origin: SITE });
    await settle();
    await sites.windowClosed(await lastWindow(openWindow));
    expect(await first).toMatchObject({ error: { code: 4001, message: 'User rejected the request.' } });

    const refused = ask('eth_sendTransaction', [tx(ALICE)]);
    const second = sites.handle(refused, { origin: SITE });
    await settle();
    await sites.transactionSigned(refused.id, HASH);
    await sites.transactionNotSent(refused.id, HASH);
    await sites.windowClosed(await lastWindow(openWindow));
    expect(await second).toMatchObject({ error: { code: 4001 } });
  });

  it('#1 Cancel after a signature whose broadcast may have gone answers the hash', async () => {
    const { sites } = setup();
    const request = ask('eth_sendTransaction', [tx(ALICE)]);
    const answer = sites.handle(request, { origin: SITE });
    await settle();
    await sites.transactionSigned(request.id, HASH);
    await sites.reject(request.id);
    expect(await answer).toEqual({ id: request.id, result: HASH });
  });

  it('#3 revoking a site refuses its open transactions with 4100 and closes their windows', async () => {
    const { sites, setAccounts, closeWindow, openWindow } = setup();
    const request = ask('eth_sendTransaction', [tx(ALICE)]);
    const answer = sites.handle(request, { origin: SITE });
    await settle();
    const window = await lastWindow(openWindow);
    await setAccounts([{ address: ALICE, type: 'keystore' }]);
    await sites.accountsChanged();
    expect(await answer).toMatchObject({
      error: { code: 4100, message: 'The site may no longer use this account.' },
    });
    expect(closeWindow).toHaveBeenCalledWith(window);
  });

  it('#3 a window that signs after its site was revoked is refused before broadcasting, and the site gets 4100', async () => {
    const { sites, setAccounts } = setup();
    const request = ask('eth_sendTransaction', [tx(ALICE)]);
    const answer = sites.handle(request, { origin: SITE });
    await settle();
    // Revoked while the background did not hear it (a worker restarted in between): the signing checks again.
    await setAccounts([{ address: ALICE, type: 'keystore' }]);
    await expect(sites.transactionSigned(request.id, HASH)).rejects.toThrow(
      'The site may no longer use this account.',
    );
    expect(await answer).toMatchObject({ error: { code: 4100 } });
  });

  it('#3 transactionDone checks the site again: a site revoked during the broadcast gets 4100, not the hash', async () => {
    const { sites, setAccounts } = setup();
    const request = ask('eth_sendTransaction', [tx(ALICE)]);
    const answer = sites.handle(request, { origin: SITE });
    await settle();
    await sites.transactionSigned(request.id, HASH);
    await setAccounts([{ address: ALICE, type: 'keystore' }]);
    // The window is broadcasting: revocation leaves it to finish (its window stays until it closes itself).
    await sites.accountsChanged();
    await sites.transactionDone(request.id, HASH);
    expect(await answer).toMatchObject({ error: { code: 4100 } });
  });

  it('#6 a refused window closes, and refused windows cannot free the quota within the minute', async () => {
    const { sites, closeWindow, onScreen, clock } = setup();
    const answers = Array.from({ length: MAX_WINDOWS_PER_SITE }, () =>
      ask('eth_sendTransaction', [tx(ALICE)]),
    );
    const pending = answers.map((request) => sites.handle(request, { origin: SITE }));
    await settle();
    // wallet_switchEthereumChain: every window finds another network and refuses its request.
    for (const request of answers) await sites.reject(request.id);
    expect(closeWindow).toHaveBeenCalledTimes(MAX_WINDOWS_PER_SITE);
    expect(onScreen.size).toBe(0);
    expect((await Promise.all(pending)).every((o) => 'error' in o && o.error.code === 4001)).toBe(true);
    // Until Chrome reports them closed they still count as on screen…
    expect(await sites.handle(ask('eth_sendTransaction', [tx(ALICE)]), { origin: SITE })).toMatchObject({
      error: { code: -32002, message: 'Request already pending' },
    });
    for (let id = 1; id <= MAX_WINDOWS_PER_SITE; id++) await sites.windowClosed(id);
    // …and once closed, the minute's windows are spent.
    expect(await sites.handle(ask('eth_sendTransaction', [tx(ALICE)]), { origin: SITE })).toMatchObject({
      error: { code: -32005, message: 'Request limit exceeded' },
    });
    clock.now += 60_000;
    void sites.handle(ask('eth_sendTransaction', [tx(ALICE)]), { origin: SITE });
    await settle();
    expect(onScreen.size).toBe(1);
  });

  it('#6 a network switch refuses open transactions of the other network and closes their windows, noticed or not', async () => {
    const { sites, closeWindow } = setup();
    const request = ask('eth_sendTransaction', [tx(ALICE)]);
    const answer = sites.handle(request, { origin: SITE });
    await settle();
    expect(
      await sites.handle(ask('wallet_switchEthereumChain', [{ chainId: '0xfa' }]), { origin: SITE }),
    ).toMatchObject({
      result: null,
    });
    await sites.networkChanged();
    expect(await answer).toMatchObject({ error: { code: 4001 } });
    expect(closeWindow).toHaveBeenCalledWith(1);
    // A request asked on the network now active stays.
    void sites.handle(ask('eth_sendTransaction', [tx(ALICE)]), { origin: SITE });
    await settle();
    await sites.networkChanged();
    expect(closeWindow).toHaveBeenCalledTimes(1);
  });

  it('#7 one account window per registrable domain, and per tab, whatever origin the page hops to', async () => {
    const { sites, openWindow } = setup();
    const hops = Array.from({ length: 12 }, (_, i) =>
      sites.handle(ask('eth_requestAccounts'), { origin: evil(`hop${i}`), tabId: 3 }),
    );
    await settle();
    expect(openWindow).toHaveBeenCalledTimes(1);
    const refused = await Promise.all(hops.slice(1));
    expect(refused.every((o) => 'error' in o && o.error.code === -32002)).toBe(true);
    // Another registrable domain in the same tab: still refused while the tab has its account window.
    expect(
      await sites.handle(ask('eth_requestAccounts'), { origin: 'https://other.example', tabId: 3 }),
    ).toMatchObject({ error: { code: -32002 } });
  });

  it('#7 a tab that navigates away or closes ends its requests and closes their windows', async () => {
    const { sites, closeWindow, alive } = setup();
    const first = sites.handle(ask('eth_requestAccounts'), {
      origin: evil('a'),
      tabId: 3,
      documentId: 'DOC-A',
    });
    await settle();
    // The tab's next document speaks: the one before it is gone.
    const second = sites.handle(ask('eth_requestAccounts'), {
      origin: 'https://other.example',
      tabId: 3,
      documentId: 'DOC-B',
    });
    expect(await first).toMatchObject({
      error: { code: 4900, message: 'The page that made this request was closed or left.' },
    });
    expect(closeWindow).toHaveBeenCalledWith(1);
    // A navigation to a page that never speaks: the tab changed and its document no longer answers.
    await settle();
    await sites.tabUpdated(3);
    expect(await second).toMatchObject({ error: { code: 4900 } });
    expect(closeWindow).toHaveBeenCalledWith(2);
    // A document still shown keeps its request; closing the tab ends it.
    alive.add('3:DOC-C');
    const third = sites.handle(ask('eth_requestAccounts'), {
      origin: evil('c'),
      tabId: 3,
      documentId: 'DOC-C',
    });
    await settle();
    await sites.tabUpdated(3);
    expect(closeWindow).toHaveBeenCalledTimes(2);
    await sites.tabClosed(3);
    expect(await third).toMatchObject({ error: { code: 4900 } });
    expect(closeWindow).toHaveBeenCalledWith(3);
  });

  it('#7 a prerendered document speaking does not end the requests of the page the tab shows', async () => {
    const { sites, closeWindow } = setup();
    void sites.handle(ask('eth_requestAccounts'), { origin: evil('a'), tabId: 3, documentId: 'DOC-A' });
    await settle();
    await sites.handle(ask('eth_chainId'), {
      origin: evil('a'),
      tabId: 3,
      documentId: 'DOC-NEXT',
      documentActive: false,
    });
    expect(closeWindow).not.toHaveBeenCalled();
  });
});

/** What chrome.storage.local.onChanged would report for `key` across `work` (the memory area has no events). */
async function storageChange(
  local: { data: Map<string, unknown> },
  key: string,
  work: () => Promise<unknown>,
): Promise<Record<string, { oldValue?: unknown; newValue?: unknown }>> {
  const oldValue = local.data.get(key);
  await work();
  return { [key]: { oldValue, newValue: local.data.get(key) } };
}

/** The site's documents as createSiteEvents knows them, and what they were sent. */
function siteEvents() {
  const send = vi.fn(async (_tab: number, _document: string, _message: unknown) => undefined);
  const events = createSiteEvents({ session: createMemoryArea(), runtimeConfig: async () => runtime, send });
  return { events, send };
}

describe('wallet_addEthereumChain (EIP-3085)', () => {
  const opera = {
    chainId: '0xfa',
    chainName: 'Fantom Opera',
    nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
    rpcUrls: ['https://rpc.evil.test'],
    blockExplorerUrls: ['https://explorer.evil.test'],
    iconUrls: ['https://evil.test/ftm.svg'],
  };

  it('for a chain the wallet has, switches to it like wallet_switchEthereumChain and answers null', async () => {
    const { sites, local } = setup();
    expect(await sites.handle(ask('wallet_addEthereumChain', [opera]), { origin: SITE })).toMatchObject({
      result: null,
    });
    expect(String(local.data.get('fwallet.settings'))).toContain('"networkId":"mainnet"');
    expect(await sites.handle(ask('eth_chainId'), { origin: SITE })).toMatchObject({ result: '0xfa' });
    // Only the chain id is needed; the active chain again changes nothing.
    expect(
      await sites.handle(ask('wallet_addEthereumChain', [{ chainId: '0xfa' }]), { origin: SITE }),
    ).toMatchObject({ result: null });
  });

  it("never uses the site's RPC URLs: reads still go to the wallet's own node", async () => {
    const { sites, rpc } = setup();
    const devnet = { ...opera, chainId: '0xfa3', rpcUrls: ['https://rpc.evil.test'] };
    expect(await sites.handle(ask('wallet_addEthereumChain', [devnet]), { origin: SITE })).toMatchObject({
      result: null,
    });
    await sites.handle(ask('eth_blockNumber', []), { origin: SITE });
    expect(rpc).toHaveBeenCalledWith('http://127.0.0.1:8545', 'eth_blockNumber', []);
    expect(JSON.stringify(rpc.mock.calls)).not.toContain('evil');
  });

  it("the site's documents hear chainChanged", async () => {
    const { sites, local } = setup();
    const { events, send } = siteEvents();
    await events.remember(1, SITE, 'DOC-1');
    await events.changed(
      await storageChange(local, 'fwallet.settings', () =>
        sites.handle(ask('wallet_addEthereumChain', [{ chainId: '0xfa2' }]), { origin: SITE }),
      ),
    );
    expect(send).toHaveBeenCalledWith(1, 'DOC-1', {
      channel: 'fwallet-event',
      origin: SITE,
      payload: { event: 'chainChanged', data: '0xfa2' },
    });
  });

  it('any other chain is refused at once with 4902: fWallet serves Fantom Opera networks only', async () => {
    const { sites, local, openWindow } = setup();
    const ethereum = { ...opera, chainId: '0x1', chainName: 'Ethereum' };
    expect(await sites.handle(ask('wallet_addEthereumChain', [ethereum]), { origin: SITE })).toMatchObject({
      error: { code: 4902, message: expect.stringContaining('Fantom Opera networks only') },
    });
    expect(local.data.has('fwallet.settings')).toBe(false);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it.each([
    ['no params', undefined],
    ['no parameter', []],
    ['a bare chain id', ['0xfa']],
    ['two parameters', [opera, opera]],
    ['no chain id', [{ chainName: 'Fantom Opera' }]],
    ['a decimal chain id', [{ chainId: '250' }]],
    ['a chain id with leading zeros', [{ chainId: '0x00fa' }]],
    ['a number chain id', [{ chainId: 250 }]],
    ['rpcUrls not a list', [{ ...opera, rpcUrls: 'https://rpc.evil.test' }]],
    ['an rpc URL not a string', [{ ...opera, rpcUrls: [42] }]],
    ['decimals as text', [{ ...opera, nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: '18' } }]],
    ['a currency without a symbol', [{ ...opera, nativeCurrency: { name: 'Fantom', decimals: 18 } }]],
    ['a chain name not a string', [{ ...opera, chainName: 7 }]],
    ['blockExplorerUrls not a list', [{ ...opera, blockExplorerUrls: 'https://x.test' }]],
  ])('%s gets -32602 and switches nothing', async (_, params) => {
    const { sites, local } = setup();
    expect(await sites.handle(ask('wallet_addEthereumChain', params), { origin: SITE })).toMatchObject({
      error: { code: -32602 },
    });
    expect(local.data.has('fwallet.settings')).toBe(false);
  });

  it('blockExplorerUrls may be null, and fields EIP-3085 does not name are let through', async () => {
    const { sites } = setup();
    const params = [{ ...opera, blockExplorerUrls: null, extra: true }];
    expect(await sites.handle(ask('wallet_addEthereumChain', params), { origin: SITE })).toMatchObject({
      result: null,
    });
  });
});

describe('site permissions (EIP-2255)', () => {
  const accounts = [{ eth_accounts: {} }];

  it("wallet_getPermissions: eth_accounts with the site's accounts as a caveat, [] for a site not connected", async () => {
    const { sites } = setup();
    expect(await sites.handle(ask('wallet_getPermissions', []), { origin: SITE })).toMatchObject({
      result: [
        {
          parentCapability: 'eth_accounts',
          invoker: SITE,
          caveats: [{ type: 'restrictReturnedAccounts', value: [ALICE] }],
        },
      ],
    });
    expect(await sites.handle(ask('wallet_getPermissions'), { origin: OTHER })).toMatchObject({ result: [] });
    expect(
      await sites.handle(ask('wallet_getPermissions', ['eth_accounts']), { origin: SITE }),
    ).toMatchObject({ error: { code: -32602 } });
  });

  it('wallet_requestPermissions opens the account window, even for a connected site, and answers the grant', async () => {
    const { sites, openWindow } = setup();
    const answer = sites.handle(ask('wallet_requestPermissions', accounts), { origin: SITE });
    await settle();
    expect(openWindow).toHaveBeenCalledWith(`eip-select-accounts/${encodeURIComponent(SITE)}`);
    await sites.accountsDone(SITE, [ALICE, BOB]);
    const granted = [
      {
        parentCapability: 'eth_accounts',
        invoker: SITE,
        caveats: [{ type: 'restrictReturnedAccounts', value: [ALICE, BOB] }],
      },
    ];
    expect(await answer).toMatchObject({ result: granted });
    expect(await sites.handle(ask('wallet_getPermissions'), { origin: SITE })).toMatchObject({
      result: granted,
    });
    // Only the site that asked was given the accounts.
    expect(await sites.handle(ask('eth_accounts'), { origin: OTHER })).toMatchObject({ result: [] });
  });

  it('a site not connected gets nothing until the user confirms: none chosen or the window closed is 4001', async () => {
    const { sites, openWindow } = setup();
    const first = sites.handle(ask('wallet_requestPermissions', accounts), { origin: OTHER });
    await settle();
    await sites.accountsDone(OTHER, []);
    expect(await first).toMatchObject({ error: { code: 4001 } });
    const second = sites.handle(ask('wallet_requestPermissions', accounts), { origin: OTHER });
    await settle();
    await sites.windowClosed(await lastWindow(openWindow));
    expect(await second).toMatchObject({ error: { code: 4001 } });
    expect(await sites.handle(ask('eth_accounts'), { origin: OTHER })).toMatchObject({ result: [] });
  });

  it('shares the one account window per site with eth_requestAccounts (-32002), and both are answered', async () => {
    const { sites, openWindow } = setup();
    const accountsAnswer = sites.handle(ask('eth_requestAccounts'), { origin: OTHER });
    await settle();
    expect(await sites.handle(ask('wallet_requestPermissions', accounts), { origin: OTHER })).toMatchObject({
      error: { code: -32002 },
    });
    expect(openWindow).toHaveBeenCalledTimes(1);
    await sites.accountsDone(OTHER, [BOB]);
    expect(await accountsAnswer).toMatchObject({ result: [BOB] });
  });

  it.each([
    ['no params', undefined],
    ['no permission', []],
    ['an unknown permission', [{ eth_coinbase: {} }]],
    ['eth_accounts beside an unknown permission', [{ eth_accounts: {}, snap_dialog: {} }]],
    ['a permission that is not an object', [{ eth_accounts: true }]],
    ['a name instead of an object', ['eth_accounts']],
    ['two parameters', [{ eth_accounts: {} }, { eth_accounts: {} }]],
  ])('%s gets -32602 from wallet_requestPermissions and wallet_revokePermissions', async (_, params) => {
    const { sites, openWindow } = setup();
    for (const method of ['wallet_requestPermissions', 'wallet_revokePermissions'])
      expect(await sites.handle(ask(method, params), { origin: SITE })).toMatchObject({
        error: { code: -32602 },
      });
    expect(openWindow).not.toHaveBeenCalled();
    expect(await sites.handle(ask('eth_accounts'), { origin: SITE })).toMatchObject({ result: [ALICE] });
  });

  it('wallet_revokePermissions takes its accounts from that site only, and answers null', async () => {
    const { sites, setAccounts } = setup();
    await setAccounts([
      { address: ALICE, type: 'keystore', sites: [SITE, OTHER] },
      { address: BOB, type: 'keystore', sites: [SITE] },
    ]);
    expect(await sites.handle(ask('wallet_revokePermissions', accounts), { origin: SITE })).toMatchObject({
      result: null,
    });
    expect(await sites.handle(ask('eth_accounts'), { origin: SITE })).toMatchObject({ result: [] });
    expect(await sites.handle(ask('wallet_getPermissions'), { origin: SITE })).toMatchObject({ result: [] });
    expect(await sites.handle(ask('eth_accounts'), { origin: OTHER })).toMatchObject({ result: [ALICE] });
    // A site revoked asks again: the account window, as for any site not connected.
    const again = sites.handle(ask('eth_requestAccounts'), { origin: SITE });
    await settle();
    await sites.accountsDone(SITE, [BOB]);
    expect(await again).toMatchObject({ result: [BOB] });
  });

  it("revoking emits accountsChanged [] to that origin's documents only", async () => {
    const { sites, local, setAccounts } = setup();
    await setAccounts([{ address: ALICE, type: 'keystore', sites: [SITE, OTHER] }]);
    const { events, send } = siteEvents();
    await events.remember(1, SITE, 'DOC-1');
    await events.remember(2, OTHER, 'DOC-2');
    await events.changed(
      await storageChange(local, 'fwallet.accounts', () =>
        sites.handle(ask('wallet_revokePermissions', accounts), { origin: SITE }),
      ),
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(1, 'DOC-1', {
      channel: 'fwallet-event',
      origin: SITE,
      payload: { event: 'accountsChanged', data: [] },
    });
  });

  it("revoking refuses the site's open transactions with 4100, as the user revoking it does", async () => {
    const { sites, closeWindow, openWindow } = setup();
    const answer = sites.handle(ask('eth_sendTransaction', [tx(ALICE)]), { origin: SITE });
    await settle();
    const window = await lastWindow(openWindow);
    await sites.handle(ask('wallet_revokePermissions', [{ eth_accounts: {} }]), { origin: SITE });
    await sites.accountsChanged();
    expect(await answer).toMatchObject({ error: { code: 4100 } });
    expect(closeWindow).toHaveBeenCalledWith(window);
  });

  it('a site not connected revoking changes nothing and still answers null', async () => {
    const { sites, local } = setup();
    const before = local.data.get('fwallet.accounts');
    expect(await sites.handle(ask('wallet_revokePermissions', accounts), { origin: OTHER })).toMatchObject({
      result: null,
    });
    expect(JSON.parse(String(local.data.get('fwallet.accounts')))).toEqual(JSON.parse(String(before)));
  });
});

describe("the node's standard methods", () => {
  const HASH32 = `0x${'a'.repeat(64)}`;
  it.each([
    ['eth_feeHistory', ['0x4', 'latest', [25, 75]]],
    ['eth_maxPriorityFeePerGas', []],
    ['eth_getLogs', [{ fromBlock: '0x1', toBlock: 'latest', address: BOB }]],
    ['eth_getStorageAt', [BOB, '0x0', 'latest']],
    ['eth_getBlockByHash', [HASH32, false]],
    ['eth_getTransactionByHash', [HASH32]],
    ['eth_getTransactionCount', [ALICE, 'pending']],
    ['eth_gasPrice', []],
    ['eth_syncing', []],
    ['eth_createAccessList', [{ from: ALICE, to: BOB }, 'latest']],
    ['web3_clientVersion', []],
    ['net_listening', []],
    ['eth_sendRawTransaction', ['0x02f86b']],
  ])("%s is forwarded to the active network's RPC as it is", async (method, params) => {
    const { sites, rpc } = setup();
    rpc.mockResolvedValueOnce({ answered: method });
    expect(await sites.handle(ask(method, params), { origin: OTHER })).toMatchObject({
      result: { answered: method },
    });
    expect(rpc).toHaveBeenCalledWith('http://127.0.0.1:8545', method, params);
  });

  it('a forwarded method without params sends [], and params that are not a list get -32602', async () => {
    const { sites, rpc } = setup();
    await sites.handle(ask('eth_gasPrice'), { origin: SITE });
    expect(rpc).toHaveBeenCalledWith('http://127.0.0.1:8545', 'eth_gasPrice', []);
    expect(await sites.handle(ask('eth_getLogs', { fromBlock: '0x1' }), { origin: SITE })).toMatchObject({
      error: { code: -32602 },
    });
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it.each([
    'eth_newFilter',
    'eth_newBlockFilter',
    'eth_newPendingTransactionFilter',
    'eth_getFilterChanges',
    'eth_getFilterLogs',
    'eth_uninstallFilter',
    'eth_subscribe',
    'eth_unsubscribe',
    'eth_sign',
    'eth_signTransaction',
    'eth_coinbase',
    'personal_unlockAccount',
    'personal_sendTransaction',
    'admin_peers',
    'debug_traceTransaction',
  ])('%s stays refused with 4200 and never reaches the node', async (method) => {
    const { sites, rpc } = setup();
    expect(await sites.handle(ask(method, []), { origin: SITE })).toMatchObject({ error: { code: 4200 } });
    expect(rpc).not.toHaveBeenCalled();
  });
});

describe('signatures (docs/extension.md#signatures)', () => {
  const SIGNATURE = `0x${'ab'.repeat(65)}`;
  const typedData = (chainId: number) => ({
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    domain: { name: 'Mail', chainId },
    message: { contents: 'hi' },
  });

  it('personal_sign opens the signature window and answers the signature it hands back, once', async () => {
    const { sites, openWindow } = setup();
    const request = ask('personal_sign', ['0x48656c6c6f', ALICE]);
    const answer = sites.handle(request, { origin: SITE });
    await settle();
    expect(openWindow).toHaveBeenCalledWith(`eip-sign/${request.id}`);
    expect(await sites.view(request.id)).toMatchObject({
      method: 'personal_sign',
      params: [{ from: ALICE, request: { kind: 'personal', message: '0x48656c6c6f' } }],
    });
    await sites.signatureDone(request.id, SIGNATURE);
    await sites.signatureDone(request.id, `0x${'cd'.repeat(65)}`);
    expect(await answer).toMatchObject({ result: SIGNATURE });
  });

  it.each([
    ['personal_sign', ['0x48656c6c6f', ALICE]],
    ['eth_signTypedData_v4', [ALICE, JSON.stringify(typedData(4003))]],
  ])(
    'a worker stopped while the %s window is open: the site, attached again, gets exactly one signature',
    async (method, params) => {
      const { sites, restart, openWindow } = setup();
      const request = ask(method, params);
      // The first worker's answer dies with it; the relay asks the new one by the request's id.
      void sites.handle(request, { origin: SITE });
      await settle();
      const after = restart();
      const reattached = after.handle({ kind: 'attach', id: request.id }, { origin: SITE });
      await settle();
      await after.signatureDone(request.id, SIGNATURE);
      // The window asking again (its first signatureDone lost its answer) or signing twice changes nothing.
      await after.signatureDone(request.id, SIGNATURE);
      await after.signatureDone(request.id, `0x${'cd'.repeat(65)}`);
      expect(await reattached).toEqual({ id: request.id, result: SIGNATURE });
      expect(await after.handle({ kind: 'attach', id: request.id }, { origin: SITE })).toEqual({
        id: request.id,
        result: SIGNATURE,
      });
      expect(await after.view(request.id)).toMatchObject({ state: 'done' });
      expect(openWindow).toHaveBeenCalledTimes(1);
    },
  );

  it('a page asking for the background page methods by name (signSiteRequest, signatureDone) gets 4200; nothing opens', async () => {
    const { sites, openWindow } = setup();
    const forged = [
      ask('signSiteRequest', [{ address: ALICE, request: { kind: 'personal', message: '0x00' } }]),
      ask('signatureDone', [{ id: uuid(), signature: SIGNATURE }]),
      ask('signer', [{ method: 'signSiteRequest' }]),
    ];
    for (const request of forged)
      expect(await sites.handle(request, { origin: SITE })).toEqual({
        id: request.id,
        error: RPC_ERRORS.unsupportedMethod,
      });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('personal_sign takes a text message as its UTF-8, and the reversed order of old libraries', async () => {
    const { sites } = setup();
    const request = ask('personal_sign', [ALICE.toLowerCase(), 'Hello']);
    void sites.handle(request, { origin: SITE });
    await settle();
    expect(await sites.view(request.id)).toMatchObject({
      params: [{ from: ALICE, request: { kind: 'personal', message: '0x48656c6c6f' } }],
    });
  });

  it('eth_signTypedData_v3, _v4 (object or JSON text) and v1 open the window; the user cancelling is 4001', async () => {
    const { sites, openWindow } = setup();
    const requests = [
      ask('eth_signTypedData_v4', [ALICE, JSON.stringify(typedData(4003))]),
      ask('eth_signTypedData_v3', [ALICE, typedData(4003)]),
      ask('eth_signTypedData', [[{ type: 'string', name: 'message', value: 'Hi' }], ALICE]),
    ];
    for (const request of requests) {
      const answer = sites.handle(request, { origin: SITE });
      await settle();
      await sites.reject(request.id);
      expect(await answer).toMatchObject({ error: { code: 4001 } });
    }
    expect(openWindow).toHaveBeenCalledTimes(3);
    expect(await sites.view(requests[2]?.id ?? '')).toMatchObject({ state: 'done' });
  });

  it('typed data for another chain is refused at once with a clear error, and no window opens', async () => {
    const { sites, openWindow } = setup();
    expect(
      await sites.handle(ask('eth_signTypedData_v4', [ALICE, typedData(250)]), { origin: SITE }),
    ).toMatchObject({
      error: {
        code: -32602,
        message: 'The typed data is for chain 250, but the active network is chain 4003.',
      },
    });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('malformed requests get -32602, an account the site may not use 4100, eth_sign 4200; no window', async () => {
    const { sites, openWindow } = setup();
    for (const params of [[], ['0x00'], [ALICE, { types: {}, primaryType: 'Nope', domain: {}, message: {} }]])
      expect(await sites.handle(ask('eth_signTypedData_v4', params), { origin: SITE })).toMatchObject({
        error: { code: -32602 },
      });
    expect(await sites.handle(ask('personal_sign', ['0x00', BOB]), { origin: SITE })).toMatchObject({
      error: { code: 4100 },
    });
    expect(await sites.handle(ask('personal_sign', ['0x00', ALICE]), { origin: OTHER })).toMatchObject({
      error: { code: 4100 },
    });
    expect(
      await sites.handle(ask('eth_sign', [ALICE, `0x${'ab'.repeat(32)}`]), { origin: SITE }),
    ).toMatchObject({
      error: { code: 4200 },
    });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('a Ledger account signs messages and typed data in the window; the legacy v1 form is refused, saying why', async () => {
    const { sites, openWindow } = setup([
      {
        address: ALICE,
        type: 'ledger',
        sites: [SITE],
        accountId: 0,
        addressId: 0,
        derivationPath: "m/44'/60'/0'/0/0",
      },
    ]);
    const v1 = [{ type: 'string', name: 'greeting', value: 'hello' }];
    const answer = await sites.handle(ask('eth_signTypedData', [v1, ALICE]), { origin: SITE });
    expect(answer).toMatchObject({ error: RPC_ERRORS.ledgerCannotSignLegacyTypedData });
    expect(openWindow).not.toHaveBeenCalled();
    void sites.handle(ask('personal_sign', ['0x00', ALICE]), { origin: SITE });
    await settle();
    expect(openWindow).toHaveBeenCalledWith(expect.stringMatching(/^eip-sign\//));
  });

  it('revoking the site or switching the network refuses an open signature request and closes its window', async () => {
    const { sites, closeWindow, setAccounts } = setup();
    const first = sites.handle(ask('personal_sign', ['0x00', ALICE]), { origin: SITE });
    await settle();
    await sites.handle(ask('wallet_switchEthereumChain', [{ chainId: '0xfa' }]), { origin: SITE });
    await sites.networkChanged();
    expect(await first).toMatchObject({ error: { code: 4001 } });
    const request = ask('personal_sign', ['0x00', ALICE]);
    const second = sites.handle(request, { origin: SITE });
    await settle();
    await setAccounts([{ address: ALICE, type: 'keystore' }]);
    await sites.accountsChanged();
    expect(await second).toMatchObject({ error: { code: 4100 } });
    expect(closeWindow).toHaveBeenCalledTimes(2);
    // A window signing afterwards does not answer the site a second time.
    await sites.signatureDone(request.id, SIGNATURE);
    expect(await sites.handle({ kind: 'attach', id: request.id }, { origin: SITE })).toMatchObject({
      error: { code: 4100 },
    });
  });

  it('signature requests count against the per-site window limit', async () => {
    const { sites } = setup();
    for (let i = 0; i < MAX_WINDOWS_PER_SITE; i++)
      void sites.handle(ask('personal_sign', ['0x00', ALICE]), { origin: SITE });
    await settle();
    expect(await sites.handle(ask('personal_sign', ['0x00', ALICE]), { origin: SITE })).toMatchObject({
      error: { code: -32002 },
    });
  });
});

describe('wallet_watchAsset (docs/extension.md#watching-a-token)', () => {
  const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const watch = (options: Record<string, unknown>, type = 'ERC20') => ({ type, options });
  const watched = (local: ReturnType<typeof setup>['local']) =>
    JSON.parse(String(local.data.get('fwallet.accounts'))).state.accounts.map(
      (a: { tokens?: unknown }) => a.tokens,
    );

  it("opens the window for the site's first account; Add stores the token on the request's network once and answers true", async () => {
    const { sites, openWindow, local } = setup();
    for (const params of [
      watch({ address: TOKEN.toLowerCase(), symbol: 'PRMT', decimals: 18, image: 'https://x/i.png' }),
      [watch({ address: TOKEN, decimals: '18' })],
    ]) {
      const request = ask('wallet_watchAsset', params);
      const answer = sites.handle(request, { origin: SITE });
      await settle();
      expect(openWindow).toHaveBeenLastCalledWith(`eip-watch-asset/${request.id}`);
      // The site's image is dropped; the address is checksummed; the account is the site's.
      expect((await sites.view(request.id))?.params).toEqual([
        expect.objectContaining({ account: ALICE, address: TOKEN, decimals: 18 }),
      ]);
      await sites.watchAssetDone(request.id);
      expect(await answer).toMatchObject({ result: true });
    }
    expect(watched(local)).toEqual([[{ chainId: 4003, address: TOKEN }], undefined]);
  });

  it('Cancel answers 4001 and stores nothing; a site without accounts gets 4100 before any window', async () => {
    const { sites, openWindow, local } = setup();
    const request = ask('wallet_watchAsset', watch({ address: TOKEN }));
    const answer = sites.handle(request, { origin: SITE });
    await settle();
    await sites.reject(request.id);
    expect(await answer).toMatchObject({ error: { code: 4001 } });
    expect(watched(local)).toEqual([undefined, undefined]);
    openWindow.mockClear();
    expect(
      await sites.handle(ask('wallet_watchAsset', watch({ address: TOKEN })), { origin: OTHER }),
    ).toMatchObject({ error: { code: 4100 } });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it.each([
    ['an NFT', watch({ address: TOKEN, tokenId: '1' }, 'ERC721'), 'fWallet can watch ERC-20 tokens only.'],
    ['no address', watch({ symbol: 'X' }), 'Invalid method parameters.'],
    ['a bad address', watch({ address: '0x12' }), 'Invalid method parameters.'],
    ['absurd decimals', watch({ address: TOKEN, decimals: 1000 }), 'Invalid method parameters.'],
    ['no params', undefined, 'Invalid method parameters.'],
  ])('%s gets -32602 with a message, and no window', async (_, params, message) => {
    const { sites, openWindow } = setup();
    expect(await sites.handle(ask('wallet_watchAsset', params), { origin: SITE })).toEqual({
      id: expect.any(String),
      error: { code: -32602, message },
    });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('a site that lost the account meanwhile gets 4100 and nothing is stored', async () => {
    const { sites, local, setAccounts } = setup();
    const request = ask('wallet_watchAsset', watch({ address: TOKEN }));
    const answer = sites.handle(request, { origin: SITE });
    await settle();
    await setAccounts([{ address: ALICE, type: 'keystore' }]);
    await expect(sites.watchAssetDone(request.id)).rejects.toMatchObject({ code: 4100 });
    expect(await answer).toMatchObject({ error: { code: 4100 } });
    expect(watched(local)).toEqual([undefined]);
  });
});
