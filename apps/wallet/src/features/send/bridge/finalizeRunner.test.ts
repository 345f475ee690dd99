import { beforeEach, describe, expect, it } from 'vitest';
import type { BridgeRequest } from '../../../storage/bridgeRequests/bridgeRequestSchema.ts';
import { useBridgeRequestsStore } from '../../../storage/bridgeRequests/useBridgeRequestsStore.ts';
import { BridgeApiError, type BridgeClient, createBridgeClient } from './bridgeClient.ts';
import { enqueueFinalize, finalizeRequest, useFinalizeProgress } from './finalizeRunner.ts';

const request = (uuid: string): BridgeRequest => ({
  uuid,
  direction: 'OperaToEthereum',
  tokenUuid: 'ftm',
  symbol: 'FTM',
  decimals: 18,
  amount: '100',
  fee: '50',
  memo: '',
  farAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  depositAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 4003,
  createdAt: 1,
  hash: `0x${'ab'.repeat(32)}`,
  state: 'pending',
});

/** A bridge whose finalize fails `failures` times per uuid, then pays; it records every call in order. */
function bridge(failures: number) {
  const calls: string[] = [];
  const count = new Map<string, number>();
  const client = {
    finalize: async ({ uuid }: { uuid: string }) => {
      calls.push(uuid);
      const n = (count.get(uuid) ?? 0) + 1;
      count.set(uuid, n);
      if (n <= failures) throw new BridgeApiError(4, 'Deposit not received yet');
      return { status: 'paid' as const, amount: 50n };
    },
  } as unknown as BridgeClient;
  return { client, calls };
}

const waits: number[] = [];
const noWait = async (ms: number) => {
  waits.push(ms);
};

beforeEach(() => {
  waits.length = 0;
  useFinalizeProgress.setState({ progress: {} });
  useBridgeRequestsStore.setState({ requests: [] });
});

describe('finalizing bridge requests (docs/bridge.md#finalising)', () => {
  it('3 failures, then paid on attempt 4, 3000 ms apart; the paid request is removed', async () => {
    useBridgeRequestsStore.getState().save(request('a'));
    const seen: number[] = [];
    const unsubscribe = useFinalizeProgress.subscribe((s) => {
      const p = s.progress.a;
      if (p?.status === 'finalizing' && seen.at(-1) !== p.attempt) seen.push(p.attempt);
    });
    expect(await finalizeRequest(request('a'), bridge(3).client, noWait)).toEqual({
      status: 'paid',
      amount: 50n,
    });
    unsubscribe();
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(waits).toEqual([3000, 3000, 3000]);
    expect(useBridgeRequestsStore.getState().requests).toEqual([]);
  });

  it('after 50 failed attempts the request stays, marked failed, with the last error; a Retry can still succeed', async () => {
    useBridgeRequestsStore.getState().save(request('b'));
    const { client, calls } = bridge(50);
    expect(await finalizeRequest(request('b'), client, noWait)).toEqual({
      status: 'failed',
      lastError: 'Deposit not received yet',
    });
    expect(calls).toHaveLength(50);
    expect(waits).toHaveLength(49);
    expect(useBridgeRequestsStore.getState().requests[0]?.state).toBe('failed');
    expect(await finalizeRequest(request('b'), client, noWait)).toMatchObject({ status: 'paid' });
  });

  it('the bridge stopped and started again mid-completion: its failures show at once as Bridge is down, and the first attempt after it is back pays', async () => {
    useBridgeRequestsStore.getState().save(request('r'));
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    // What the wallet meets, call by call: a refusal, the bridge gone (twice), starting (HTTP 500), back and paying.
    const phases: (() => Response)[] = [
      () =>
        json(
          { success: false, result: { code: 4 }, errMessage: 'Deposit not received yet', status: 400 },
          400,
        ),
      () => {
        throw new TypeError('fetch failed');
      },
      () => {
        throw new TypeError('fetch failed');
      },
      () => json({ success: false, result: { code: 6 }, errMessage: 'Bridge is down', status: 500 }, 500),
      () => json({ success: true, result: { status: 'paid', amount: '50' }, errMessage: '', status: 200 }),
    ];
    let calls = 0;
    const client = createBridgeClient({ url: 'http://127.0.0.1:7777' }, async () => {
      const phase = phases[calls++];
      if (!phase) throw new Error('asked after it paid');
      return phase();
    });
    const shownWhileWaiting: unknown[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
      shownWhileWaiting.push(useFinalizeProgress.getState().progress.r);
    };
    expect(await finalizeRequest(request('r'), client, wait)).toEqual({ status: 'paid', amount: 50n });
    expect(calls).toBe(5);
    expect(shownWhileWaiting).toEqual([
      { status: 'finalizing', attempt: 1, lastError: 'Deposit not received yet' },
      { status: 'finalizing', attempt: 2, lastError: 'Bridge is down' },
      { status: 'finalizing', attempt: 3, lastError: 'Bridge is down' },
      { status: 'finalizing', attempt: 4, lastError: 'Bridge is down' },
    ]);
    expect(waits).toEqual([3000, 3000, 3000, 3000]);
    expect(useBridgeRequestsStore.getState().requests).toEqual([]);
  });

  it('one request at a time, each queued once', async () => {
    const { client, calls } = bridge(2);
    const first = enqueueFinalize(request('x'), client, noWait);
    enqueueFinalize(request('x'), client, noWait);
    const second = enqueueFinalize(request('y'), client, noWait);
    await Promise.all([first, second]);
    expect(calls).toEqual(['x', 'x', 'x', 'y', 'y', 'y']);
    expect(useFinalizeProgress.getState().progress).toMatchObject({
      x: { status: 'paid' },
      y: { status: 'paid' },
    });
  });
});
