import type { RuntimeConfig } from '@fantom-wallet/wallet/network';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PARAMS_CHARS } from '../protocol/siteMessages.ts';
import { createMemoryArea } from '../test/createMemoryArea.ts';
import { createRequestStore, DONE_KEPT_MS } from './createRequestStore.ts';
import { createSiteRequests } from './createSiteRequests.ts';
import { createWalletState } from './createWalletState.ts';
import { MAX_PARAMS_CHARS_PER_SITE } from './requestLimits.ts';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const HOSTILE = 'https://drain.example';
const SITE = 'https://dapp.example';
/** chrome.storage.session's quota. */
const SESSION_QUOTA = 10 * 1024 * 1024;
const runtime: RuntimeConfig = {
  defaultNetwork: 'devnet',
  devnet: {
    apiUrls: ['http://127.0.0.1:4100/graphql'],
    rpcUrl: 'http://127.0.0.1:8545',
    contracts: { sfc: '0xFC00FACE00000000000000000000000000000000' },
  },
};
let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
/** A transaction whose data takes nearly the whole 256 KB a request may carry. */
const bigTransaction = () => ({
  kind: 'request' as const,
  id: uuid(),
  method: 'eth_sendTransaction',
  params: [{ from: ALICE, to: BOB, data: `0x${'ab'.repeat((MAX_PARAMS_CHARS - 200) / 2)}` }],
});

function setup() {
  const local = createMemoryArea({
    'fwallet.accounts': JSON.stringify({
      state: { accounts: [{ address: ALICE, type: 'keystore', sites: [HOSTILE, SITE] }], activeIndex: null },
      version: 2,
    }),
  });
  const session = createMemoryArea({}, { quotaBytes: SESSION_QUOTA });
  let windows = 0;
  const clock = { now: 1_000_000 };
  const store = createRequestStore(session, () => clock.now);
  const sites = createSiteRequests({
    store,
    wallet: createWalletState(local, async () => runtime),
    openWindow: vi.fn(async () => ++windows),
    closeWindow: vi.fn(async () => undefined),
    documentAlive: vi.fn(async () => true),
    rpc: vi.fn(async () => '0x1'),
    now: () => clock.now,
  });
  return { session, store, sites, clock };
}

describe('site requests in chrome.storage.session (a site filling it)', () => {
  it('a site cannot fill the store: its open requests hold at most 1 MB of params, and other sites still get windows', async () => {
    const { session, sites } = setup();
    const answers = [];
    for (let i = 0; i < 40; i++)
      answers.push(await Promise.race([sites.handle(bigTransaction(), { origin: HOSTILE }), settle()]));
    const refused = answers.filter((a) => a !== undefined);
    const kept = Math.floor(MAX_PARAMS_CHARS_PER_SITE / (MAX_PARAMS_CHARS - 150));
    expect(refused).toHaveLength(40 - kept);
    expect(refused[0]).toMatchObject({ error: { code: -32005, message: 'Request limit exceeded' } });
    expect(session.bytes()).toBeLessThan(MAX_PARAMS_CHARS_PER_SITE + 64 * 1024);
    // Another site's transaction is stored and gets its window.
    const other = {
      kind: 'request' as const,
      id: uuid(),
      method: 'eth_sendTransaction',
      params: [{ from: ALICE, to: BOB }],
    };
    void sites.handle(other, { origin: SITE });
    await settle();
    expect(await sites.view(other.id)).toMatchObject({ state: 'open', params: [{ from: ALICE, to: BOB }] });
  });

  it('keeps one key per open request for its params and drops it when the request is done; the index stays small', async () => {
    const { session, sites } = setup();
    const request = bigTransaction();
    const answer = sites.handle(request, { origin: HOSTILE });
    await settle();
    expect(session.data.has(`fwallet.siteRequestParams.${request.id}`)).toBe(true);
    expect(JSON.stringify(session.data.get('fwallet.siteRequests')).length).toBeLessThan(1000);
    await sites.reject(request.id);
    expect(await answer).toMatchObject({ error: { code: 4001 } });
    expect(session.data.has(`fwallet.siteRequestParams.${request.id}`)).toBe(false);
    const [done] = session.data.get('fwallet.siteRequests') as Array<Record<string, unknown>>;
    expect(done).toMatchObject({ id: request.id, state: 'done', outcome: { error: { code: 4001 } } });
    expect(JSON.stringify(done).length).toBeLessThan(600);
  });

  it('forgets finished requests after 10 minutes', async () => {
    const { session, sites, clock } = setup();
    const request = bigTransaction();
    void sites.handle(request, { origin: HOSTILE });
    await settle();
    await sites.reject(request.id);
    clock.now += DONE_KEPT_MS;
    void sites.handle(bigTransaction(), { origin: SITE });
    await settle();
    const index = session.data.get('fwallet.siteRequests') as Array<{ id: string }>;
    expect(index.map((r) => r.id)).not.toContain(request.id);
  });

  it("a full store never loses a signed transaction's answer", async () => {
    const { session, sites } = setup();
    const request = {
      kind: 'request' as const,
      id: uuid(),
      method: 'eth_sendTransaction',
      params: [{ from: ALICE, to: BOB }],
    };
    const answer = sites.handle(request, { origin: SITE });
    await settle();
    const hash = `0x${'7'.repeat(64)}`;
    await sites.transactionSigned(request.id, hash);
    // Something filled the store: no write succeeds any more.
    session.quota.bytes = 0;
    await sites.windowClosed(1);
    expect(await answer).toEqual({ id: request.id, result: hash });
    // A relay re-attaching to the same worker still gets it.
    expect(await sites.handle({ kind: 'attach', id: request.id }, { origin: SITE })).toEqual({
      id: request.id,
      result: hash,
    });
    // A new request is refused honestly, and answered.
    expect(
      await sites.handle(
        { kind: 'request', id: uuid(), method: 'eth_sendTransaction', params: [{ from: ALICE, to: BOB }] },
        { origin: SITE },
      ),
    ).toMatchObject({ error: { code: -32603 } });
    // Once there is room again, the answer is written with the next write.
    session.quota.bytes = SESSION_QUOTA;
    void sites.handle(
      { kind: 'request', id: uuid(), method: 'eth_sendTransaction', params: [{ from: ALICE, to: BOB }] },
      { origin: SITE },
    );
    await settle();
    const stored = (
      session.data.get('fwallet.siteRequests') as Array<{ id: string; outcome?: unknown }>
    ).find((r) => r.id === request.id);
    expect(stored?.outcome).toEqual({ result: hash });
  });

  it('tells the worker what it wrote, so it watches tabs only while a request waits on one', async () => {
    const heard: Array<Array<{ state: string; tabId?: number | undefined }>> = [];
    const store = createRequestStore(
      createMemoryArea(),
      () => 1_000,
      (requests) => heard.push([...requests]),
    );
    const request = {
      id: uuid(),
      origin: SITE,
      method: 'eth_requestAccounts' as const,
      chainId: 4003,
      tabId: 3,
      state: 'open' as const,
      paramsChars: 2,
      createdAt: 1_000,
    };
    await store.add(request, []);
    await store.finish(request.id, { error: { code: 4001, message: 'User rejected the request.' } });
    expect(heard.map((requests) => requests.map((r) => [r.state, r.tabId]))).toEqual([
      [['open', 3]],
      [['done', 3]],
    ]);
  });
});
