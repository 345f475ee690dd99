import { describe, expect, it } from 'vitest';
import {
  createProvider,
  ProviderError,
  type ProviderTransport,
  SANDBOXED_PAGE_ERROR,
  sandboxedTransport,
} from './createProvider.ts';

/** A relay double: records what the provider posts and lets the test answer or push events. */
function fakeRelay() {
  const posted: Array<{ id: string; method: string; params?: unknown }> = [];
  let handler: (message: unknown) => void = () => undefined;
  let n = 0;
  const transport: ProviderTransport = {
    post: (request) => posted.push(request),
    listen: (h) => {
      handler = h;
    },
    newId: () => `id-${++n}`,
  };
  const last = () => posted.at(-1) ?? { id: '', method: '' };
  return {
    transport,
    posted,
    answer: (id: string, result: unknown) => handler({ response: { id, result } }),
    fail: (id: string, code: number, message: string) =>
      handler({ response: { id, error: { code, message } } }),
    push: (event: unknown) => handler({ event }),
    raw: (message: unknown) => handler(message),
    last,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the in-page provider (docs/extension.md#provider-in-the-page)', () => {
  it('asks the chain at start and emits connect with it', async () => {
    const relay = fakeRelay();
    const provider = createProvider(relay.transport);
    const connects: unknown[] = [];
    provider.on('connect', (info) => connects.push(info));
    expect(relay.posted[0]).toMatchObject({ method: 'eth_chainId' });
    relay.answer('id-1', '0xfa3');
    await tick();
    expect(connects).toEqual([{ chainId: '0xfa3' }]);
    expect(provider.isConnected()).toBe(true);
  });

  it('matches answers to requests by id and rejects with the EIP-1193 code', async () => {
    const relay = fakeRelay();
    const provider = createProvider(relay.transport);
    const accounts = provider.request({ method: 'eth_accounts' });
    const send = provider.request({ method: 'eth_sendTransaction', params: [{}] });
    relay.fail('id-3', 4001, 'User rejected the request.');
    relay.answer('id-2', ['0xabc']);
    expect(await accounts).toEqual(['0xabc']);
    const error = await send.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' });
  });

  it('refuses malformed calls with -32602 before posting anything', async () => {
    const relay = fakeRelay();
    const provider = createProvider(relay.transport);
    const before = relay.posted.length;
    for (const bad of [undefined, {}, { method: '' }, { method: 7 }, { method: 'eth_call', params: 'x' }])
      await expect(provider.request(bad as never)).rejects.toMatchObject({ code: -32602 });
    expect(relay.posted.length).toBe(before);
  });

  it('emits accountsChanged and chainChanged from the relay, and ignores anything else', async () => {
    const relay = fakeRelay();
    const provider = createProvider(relay.transport);
    relay.answer('id-1', '0xfa3');
    await tick();
    const seen: unknown[] = [];
    provider.on('accountsChanged', (a) => seen.push(['accounts', a]));
    provider.on('chainChanged', (c) => seen.push(['chain', c]));
    relay.push({ event: 'accountsChanged', data: ['0x1'] });
    relay.push({ event: 'chainChanged', data: '0xfa' });
    relay.push({ event: 'chainChanged', data: '0xfa' });
    relay.raw(null);
    relay.raw({ response: { id: 'unknown', result: 1 } });
    relay.push({ event: 'accountsChanged', data: 'nope' });
    expect(seen).toEqual([
      ['accounts', ['0x1']],
      ['chain', '0xfa'],
    ]);
  });

  it('a listener that throws does not stop the others; removeListener stops one', async () => {
    const relay = fakeRelay();
    const provider = createProvider(relay.transport);
    const seen: unknown[] = [];
    const quiet = () => seen.push('removed');
    provider.on('accountsChanged', () => {
      throw new Error('page bug');
    });
    provider.on('accountsChanged', (a) => seen.push(a));
    provider.on('accountsChanged', quiet);
    provider.removeListener('accountsChanged', quiet);
    relay.push({ event: 'accountsChanged', data: [] });
    expect(seen).toEqual([[]]);
  });

  it('emits disconnect when the extension cannot answer the first chain request', async () => {
    const relay = fakeRelay();
    const provider = createProvider(relay.transport);
    const disconnects: unknown[] = [];
    provider.on('disconnect', (e) => disconnects.push(e));
    relay.fail('id-1', -32603, 'The extension did not answer.');
    await tick();
    expect(disconnects).toHaveLength(1);
    expect(provider.isConnected()).toBe(false);
  });

  it('in a sandboxed page (opaque origin) every request fails at once with 4900, and the page hears disconnect', async () => {
    let n = 0;
    const provider = createProvider(sandboxedTransport(() => `id-${++n}`));
    const disconnects: unknown[] = [];
    provider.on('disconnect', (error) => disconnects.push(error));
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4900,
      message: 'fWallet cannot serve a sandboxed page.',
    });
    expect(SANDBOXED_PAGE_ERROR).toEqual({ code: 4900, message: 'fWallet cannot serve a sandboxed page.' });
    expect(disconnects).toEqual([expect.objectContaining({ code: 4900 })]);
    expect(provider.isConnected()).toBe(false);
  });
});
