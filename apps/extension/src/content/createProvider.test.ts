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

/** A provider whose first chain request is answered, so the ids of the next requests start at id-2. */
async function connected() {
  const relay = fakeRelay();
  const provider = createProvider(relay.transport);
  relay.answer('id-1', '0xfa3');
  await tick();
  return { relay, provider };
}

/** The callback's calls, as [error, response] pairs. */
function recorder() {
  const calls: Array<[Error | null, unknown]> = [];
  const callback = (error: Error | null, response?: unknown) => {
    calls.push([error, response]);
  };
  return { calls, callback };
}

describe('legacy methods, as widely used wallets answer them', () => {
  it('says it is fWallet, and MetaMask-compatible for dApps that look for isMetaMask', () => {
    const provider = createProvider(fakeRelay().transport);
    expect(provider.isFWallet).toBe(true);
    expect(provider.isMetaMask).toBe(true);
  });

  it('enable() is eth_requestAccounts: resolves the accounts and emits accountsChanged', async () => {
    const { relay, provider } = await connected();
    const seen: unknown[] = [];
    provider.on('accountsChanged', (a) => seen.push(a));
    const accounts = provider.enable();
    expect(relay.last()).toMatchObject({ method: 'eth_requestAccounts' });
    relay.answer(relay.last().id, ['0xabc']);
    expect(await accounts).toEqual(['0xabc']);
    expect(seen).toEqual([['0xabc']]);
    const refused = provider.enable();
    relay.fail(relay.last().id, 4001, 'User rejected the request.');
    await expect(refused).rejects.toMatchObject({ code: 4001 });
  });

  it('send(method, params) posts the call and resolves its JSON-RPC response; an error rejects', async () => {
    const { relay, provider } = await connected();
    const balance = provider.send('eth_getBalance', ['0xabc', 'latest']);
    expect(relay.last()).toMatchObject({ method: 'eth_getBalance', params: ['0xabc', 'latest'] });
    relay.answer(relay.last().id, '0x10');
    expect(await balance).toEqual({ id: expect.any(Number), jsonrpc: '2.0', result: '0x10' });
    const accounts = provider.send('eth_requestAccounts');
    expect(relay.last()).toEqual({ kind: 'request', id: relay.last().id, method: 'eth_requestAccounts' });
    relay.fail(relay.last().id, 4001, 'User rejected the request.');
    const error = await accounts.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 4001 });
  });

  it("sendAsync(payload, callback) answers { id, jsonrpc, result } with the caller's id", async () => {
    const { relay, provider } = await connected();
    const { calls, callback } = recorder();
    provider.sendAsync({ id: 42, jsonrpc: '2.0', method: 'eth_chainId', params: [] }, callback);
    expect(relay.last()).toMatchObject({ method: 'eth_chainId', params: [] });
    relay.answer(relay.last().id, '0xfa3');
    await tick();
    expect(calls).toEqual([[null, { id: 42, jsonrpc: '2.0', result: '0xfa3' }]]);
  });

  it('sendAsync: a refused call gives the callback the error and { id, jsonrpc, error }', async () => {
    const { relay, provider } = await connected();
    const { calls, callback } = recorder();
    provider.sendAsync({ id: 'a', jsonrpc: '2.0', method: 'eth_sign', params: [] }, callback);
    relay.fail(relay.last().id, 4200, 'The requested method is not supported by fWallet.');
    await tick();
    expect(calls).toHaveLength(1);
    const [error, response] = calls[0] ?? [];
    expect(error).toMatchObject({ code: 4200 });
    expect(response).toEqual({
      id: 'a',
      jsonrpc: '2.0',
      error: { code: 4200, message: 'The requested method is not supported by fWallet.' },
    });
  });

  it('send(payload, callback) is sendAsync', async () => {
    const { relay, provider } = await connected();
    const { calls, callback } = recorder();
    provider.send({ id: 7, jsonrpc: '2.0', method: 'eth_accounts' }, callback);
    expect(relay.last()).toEqual({ kind: 'request', id: relay.last().id, method: 'eth_accounts' });
    relay.answer(relay.last().id, []);
    await tick();
    expect(calls).toEqual([[null, { id: 7, jsonrpc: '2.0', result: [] }]]);
  });

  it('a batch answers every payload in its order, each with its result or its error', async () => {
    const { relay, provider } = await connected();
    const { calls, callback } = recorder();
    provider.sendAsync(
      [
        { id: 1, jsonrpc: '2.0', method: 'eth_chainId' },
        { id: 2, jsonrpc: '2.0', method: 'eth_newFilter', params: [{}] },
        { id: 3, jsonrpc: '2.0', method: 'eth_blockNumber', params: [] },
        { id: 4, jsonrpc: '2.0' } as never,
      ],
      callback,
    );
    const [chain, filter, block] = relay.posted.slice(-3);
    expect([chain?.method, filter?.method, block?.method]).toEqual([
      'eth_chainId',
      'eth_newFilter',
      'eth_blockNumber',
    ]);
    relay.answer(block?.id ?? '', '0x99');
    relay.fail(filter?.id ?? '', 4200, 'The requested method is not supported by fWallet.');
    relay.answer(chain?.id ?? '', '0xfa3');
    await tick();
    expect(calls).toEqual([
      [
        null,
        [
          { id: 1, jsonrpc: '2.0', result: '0xfa3' },
          {
            id: 2,
            jsonrpc: '2.0',
            error: { code: 4200, message: 'The requested method is not supported by fWallet.' },
          },
          { id: 3, jsonrpc: '2.0', result: '0x99' },
          { id: 4, jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request.' } },
        ],
      ],
    ]);
  });

  it('malformed payloads are answered -32600 or -32602 without posting; an empty batch is -32600', async () => {
    const { relay, provider } = await connected();
    const before = relay.posted.length;
    const { calls, callback } = recorder();
    provider.sendAsync({ id: 9, jsonrpc: '2.0', method: '' }, callback);
    provider.sendAsync({ id: 10, jsonrpc: '2.0', method: 'eth_call', params: 'x' }, callback);
    provider.sendAsync([], callback);
    await tick();
    expect(calls).toHaveLength(3);
    expect(calls.map(([error, response]) => [error?.constructor, response])).toEqual(
      expect.arrayContaining([
        [ProviderError, { id: 9, jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request.' } }],
        [
          ProviderError,
          { id: 10, jsonrpc: '2.0', error: { code: -32602, message: 'Invalid method parameters.' } },
        ],
        [ProviderError, { id: null, jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request.' } }],
      ]),
    );
    expect(relay.posted.length).toBe(before);
  });

  it('the old synchronous send(payload) and sendAsync without a callback throw, posting nothing', async () => {
    const { relay, provider } = await connected();
    const before = relay.posted.length;
    expect(() => provider.send({ method: 'eth_accounts' } as never, undefined as never)).toThrow(
      ProviderError,
    );
    expect(() => provider.sendAsync({ method: 'eth_accounts' }, undefined as never)).toThrow(ProviderError);
    expect(relay.posted.length).toBe(before);
  });

  it('works detached from the provider object (const { send } = ethereum), and a throwing callback harms nothing', async () => {
    const { relay, provider } = await connected();
    const { sendAsync, enable } = provider;
    sendAsync({ id: 1, jsonrpc: '2.0', method: 'eth_chainId' }, () => {
      throw new Error('page bug');
    });
    relay.answer(relay.last().id, '0xfa3');
    const accounts = enable();
    relay.answer(relay.last().id, ['0xabc']);
    expect(await accounts).toEqual(['0xabc']);
  });
});
