import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay } from './backoffDelay.ts';
import { createTransport, OFFLINE_DELAY_MS } from './createTransport.ts';
import { GraphQLResponseError } from './GraphQLResponseError.ts';

type Handler = (url: string) => Response | Promise<Response>;

function fakeFetch(handler: Handler) {
  const calls: string[] = [];
  const fn = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    return handler(url);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const ok = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });
const down = () => Promise.reject(new TypeError('fetch failed'));

describe('API transport (docs/network.md#rotation, #backoff, #offline-banner)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('POSTs operationName, variables and query as JSON and returns data', async () => {
    let body: unknown;
    const fetchImpl = vi.fn(async (_: unknown, init?: RequestInit) => {
      body = JSON.parse(String(init?.body));
      return ok({ gasPrice: '0x1' });
    });
    const t = createTransport({
      providers: ['http://a/graphql'],
      fetch: fetchImpl as unknown as typeof fetch,
    });
    await expect(
      t.request({ operationName: 'GasPrice', query: 'query GasPrice { gasPrice }' }),
    ).resolves.toEqual({ gasPrice: '0x1' });
    expect(body).toEqual({ operationName: 'GasPrice', query: 'query GasPrice { gasPrice }', variables: {} });
  });

  it('tries providers in random order and falls back to the next on a network error', async () => {
    const { fetch, calls } = fakeFetch((url) => (url === 'http://b' ? ok({ x: 1 }) : down()));
    const t = createTransport({ providers: ['http://a', 'http://b', 'http://c'], fetch, random: () => 0.99 });
    await expect(t.request({ query: '{x}' })).resolves.toEqual({ x: 1 });
    expect(calls[calls.length - 1]).toBe('http://b');
    const orders = new Set<string>();
    for (const r of [0, 0.3, 0.6, 0.99]) {
      const seen: string[] = [];
      const f = fakeFetch((url) => {
        seen.push(url);
        return ok({});
      });
      await createTransport({
        providers: ['http://a', 'http://b', 'http://c'],
        fetch: f.fetch,
        random: () => r,
      }).request({ query: '{x}' });
      orders.add(seen[0] ?? '');
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('stays with the provider that answered last, so no read comes from a replica behind the one before it', async () => {
    const up = new Set(['http://a', 'http://b', 'http://c']);
    const { fetch, calls } = fakeFetch((url) => (up.has(url) ? ok({ from: url }) : down()));
    let n = 0;
    // A different random draw each time: only stickiness keeps the provider the same.
    const t = createTransport({
      providers: ['http://a', 'http://b', 'http://c'],
      fetch,
      random: () => (n++ % 7) / 7,
    });
    const first = await t.request<{ from: string }>({ query: '{x}' });
    for (let i = 0; i < 5; i++) await expect(t.request({ query: '{x}' })).resolves.toEqual(first);
    expect(new Set(calls)).toEqual(new Set([first.from]));
    // It fails: the next request moves on, and later ones stay with the one that answered, even once it is back.
    up.delete(first.from);
    const second = await t.request<{ from: string }>({ query: '{x}' });
    expect(second.from).not.toBe(first.from);
    up.add(first.from);
    calls.length = 0;
    for (let i = 0; i < 5; i++) await expect(t.request({ query: '{x}' })).resolves.toEqual(second);
    expect(new Set(calls)).toEqual(new Set([second.from]));
    // Removed from the list (a user-added provider): the next request picks among the listed ones.
    t.setProviders(['http://a', 'http://b', 'http://c'].filter((url) => url !== second.from));
    calls.length = 0;
    await t.request({ query: '{x}' });
    expect(calls).not.toContain(second.from);
  });

  it('concurrent first requests go to one provider, and an answer with GraphQL errors keeps it', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url === 'http://b' ? new Response(JSON.stringify({ errors: [{ message: 'no' }] })) : ok({ from: url }),
    );
    let n = 0;
    const t = createTransport({
      providers: ['http://a', 'http://b', 'http://c'],
      fetch,
      random: () => (n++ % 5) / 5,
    });
    await Promise.allSettled([1, 2, 3].map(() => t.request({ query: '{x}' })));
    expect(new Set(calls).size).toBe(1);
    const [chosen] = calls;
    await t.request({ query: '{x}' }).catch(() => undefined);
    expect(calls.at(-1)).toBe(chosen);
  });

  it('treats 5xx (a resolver time-out answers 503) as a failed provider', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url === 'http://a' ? new Response('busy', { status: 503 }) : ok({ y: 2 }),
    );
    const t = createTransport({ providers: ['http://a', 'http://b'], fetch, random: () => 0.99 });
    await expect(t.request({ query: '{y}' })).resolves.toEqual({ y: 2 });
    expect(calls).toContain('http://a');
  });

  it('retries forever with 350 ms → 6 s backoff and jitter until a provider answers', async () => {
    let failures = 12;
    const { fetch, calls } = fakeFetch(() => (failures-- > 0 ? down() : ok({ z: 3 })));
    const t = createTransport({ providers: ['http://a'], fetch, random: () => 0.5 });
    const result = t.request({ query: '{z}' });
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toEqual({ z: 3 });
    expect(calls.length).toBe(13);
    expect(backoffDelay(0, () => 0)).toBe(175);
    expect(backoffDelay(0, () => 1)).toBe(350);
    expect(backoffDelay(20, () => 1)).toBe(6_000);
    expect(backoffDelay(20, () => 0)).toBe(3_000);
  });

  it('marks the page offline when requests still fail 600 ms after a network error; the first success clears it', async () => {
    let up = false;
    const changes: boolean[] = [];
    const { fetch } = fakeFetch(() => (up ? ok({ ok: true }) : down()));
    const t = createTransport({
      providers: ['http://a'],
      fetch,
      random: () => 0,
      onOfflineChange: (o) => changes.push(o),
    });
    const pending = t.request({ query: '{ok}' });
    await vi.advanceTimersByTimeAsync(OFFLINE_DELAY_MS - 50);
    expect(changes).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(changes).toEqual([true]);
    expect(t.offline).toBe(true);
    up = true;
    await vi.advanceTimersByTimeAsync(7_000);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(changes).toEqual([true, false]);
  });

  it('a failure that recovers within 600 ms never shows offline', async () => {
    let n = 0;
    const changes: boolean[] = [];
    const { fetch } = fakeFetch(() => (n++ === 0 ? down() : ok({})));
    const t = createTransport({
      providers: ['http://a', 'http://b'],
      fetch,
      onOfflineChange: (o) => changes.push(o),
    });
    await t.request({ query: '{a}' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(changes).toEqual([]);
  });

  it('returns GraphQL errors as an error whose message joins them with commas, without retrying', async () => {
    const { fetch, calls } = fakeFetch(
      () =>
        new Response(
          JSON.stringify({
            errors: [{ message: 'gas required exceeds allowance' }, { message: 'execution reverted' }],
          }),
        ),
    );
    const t = createTransport({ providers: ['http://a', 'http://b'], fetch });
    const error = await t.request({ operationName: 'EstimateGas', query: '{e}' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect((error as Error).message).toBe('gas required exceeds allowance, execution reverted');
    expect(calls.length).toBe(1);
  });

  it('keeps each error’s extensions.code, the stable part the wallet decides on', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response(
          JSON.stringify({
            errors: [
              { message: 'the chain node is not reachable', extensions: { code: 'CHAIN_UNAVAILABLE' } },
              { message: 'odd', extensions: { code: 42 } },
            ],
          }),
        ),
    );
    const t = createTransport({ providers: ['http://a'], fetch });
    const error = (await t.request({ query: '{a}' }).catch((e: unknown) => e)) as GraphQLResponseError;
    expect(error.errors).toEqual([
      { message: 'the chain node is not reachable', code: 'CHAIN_UNAVAILABLE' },
      { message: 'odd' },
    ]);
    expect(error.hasCode('CHAIN_UNAVAILABLE')).toBe(true);
    expect(error.hasCode('TIMEOUT', 'INTERNAL')).toBe(false);
  });

  it('stops retrying when the caller aborts', async () => {
    const { fetch } = fakeFetch(() => down());
    const t = createTransport({ providers: ['http://a'], fetch });
    const controller = new AbortController();
    const pending = t.request({ query: '{a}' }, controller.signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort(new Error('left the page'));
    await expect(pending).resolves.toMatchObject({ message: 'left the page' });
  });
});
