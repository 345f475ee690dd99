import type { RuntimeConfig } from '@fantom-wallet/wallet/network';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryArea } from '../test/createMemoryArea.ts';
import { createRequestStore } from './createRequestStore.ts';
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
