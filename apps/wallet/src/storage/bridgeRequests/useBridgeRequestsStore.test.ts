import { beforeEach, describe, expect, it } from 'vitest';
import { useStorageProblemsStore } from '../persistence/useStorageProblemsStore.ts';
import type { BridgeRequest } from './bridgeRequestSchema.ts';
import { useBridgeRequestsStore } from './useBridgeRequestsStore.ts';

const KEY = 'fwallet.bridgeRequests';
const request = (uuid: string, overrides: Partial<BridgeRequest> = {}): BridgeRequest => ({
  uuid,
  direction: 'OperaToBinance',
  tokenUuid: 'ftm',
  symbol: 'FTM',
  decimals: 18,
  amount: (100n * 10n ** 18n).toString(),
  fee: (50n * 10n ** 18n).toString(),
  memo: 'tag 42',
  farAddress: 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2',
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  depositAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 4003,
  createdAt: 1_700_000_000_000,
  state: 'pending',
  ...overrides,
});

async function load(raw?: string) {
  useBridgeRequestsStore.setState(useBridgeRequestsStore.getInitialState(), true);
  localStorage.clear();
  useStorageProblemsStore.getState().dismiss();
  if (raw !== undefined) localStorage.setItem(KEY, raw);
  await useBridgeRequestsStore.persist.rehydrate();
  return useBridgeRequestsStore.getState();
}

beforeEach(async () => {
  await load();
});

describe('bridge pending requests (docs/bridge.md#finalising)', () => {
  it('saves before signing, adds the hash when sent, survives a reload and forgets a paid request', async () => {
    const store = useBridgeRequestsStore.getState();
    expect(store.save(request('a'))).toBe(true);
    const hash = `0x${'ab'.repeat(32)}`;
    expect(store.update('a', { hash })).toBe(true);
    expect(store.update('missing', { hash })).toBe(false);
    expect(store.update('a', { hash: '0x12' })).toBe(false);
    const raw = localStorage.getItem(KEY) ?? '';
    expect(JSON.parse(raw)).toMatchObject({ version: 1 });
    const reloaded = await load(raw);
    expect(reloaded.requests).toEqual([request('a', { hash })]);
    reloaded.update('a', { state: 'failed' });
    expect(useBridgeRequestsStore.getState().requests[0]?.state).toBe('failed');
    useBridgeRequestsStore.getState().remove('a');
    expect(useBridgeRequestsStore.getState().requests).toEqual([]);
  });

  it('refuses an invalid request, so nothing is signed without its record', () => {
    const store = useBridgeRequestsStore.getState();
    expect(store.save(request('b', { amount: '-1' }))).toBe(false);
    expect(store.save(request('b', { from: '0x12' as `0x${string}` }))).toBe(false);
    expect(store.save(request(''))).toBe(false);
    expect(useBridgeRequestsStore.getState().requests).toEqual([]);
  });

  it('on load keeps each valid request of damaged data and reports the rest', async () => {
    const state = await load(
      JSON.stringify({
        version: 1,
        state: { requests: [request('ok'), { ...request('bad'), direction: 'OperaToMars' }, 42] },
      }),
    );
    expect(state.requests.map((r) => r.uuid)).toEqual(['ok']);
    expect(useStorageProblemsStore.getState().problems[0]?.dropped).toEqual(['requests[1]', 'requests[2]']);
    expect((await load('not json')).requests).toEqual([]);
  });
});
