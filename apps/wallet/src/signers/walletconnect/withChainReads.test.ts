import { describe, expect, it } from 'vitest';
import type { Eip1193Request } from '../external/Eip1193Provider.ts';
import { withChainReads } from './withChainReads.ts';

function sdkProvider() {
  const asked: Eip1193Request[] = [];
  return {
    asked,
    provider: {
      request: async (args: Eip1193Request) => {
        asked.push(args);
        return `sdk:${args.method}`;
      },
      on: () => undefined,
      removeListener: () => undefined,
    },
  };
}

describe('reads go to the network, not to the SDK (docs/external-wallets.md#walletconnect)', () => {
  it('sends eth_getTransactionByHash to the RPC URL and everything else to the wallet', async () => {
    const { asked, provider } = sdkProvider();
    const posted: unknown[] = [];
    const wrapped = withChainReads(provider, 'http://127.0.0.1:8545', async (_url, init) => {
      posted.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { nonce: '0x7' } }));
    });
    expect(await wrapped.request({ method: 'eth_getTransactionByHash', params: ['0xab'] })).toEqual({
      nonce: '0x7',
    });
    expect(posted).toEqual([{ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByHash', params: ['0xab'] }]);
    expect(await wrapped.request({ method: 'eth_sendTransaction', params: [] })).toBe(
      'sdk:eth_sendTransaction',
    );
    expect(asked.map((a) => a.method)).toEqual(['eth_sendTransaction']);
  });

  it('answers null without an RPC URL or on a failed read, so the prepared nonce is recorded', async () => {
    const { asked, provider } = sdkProvider();
    expect(
      await withChainReads(provider, undefined).request({ method: 'eth_getTransactionByHash' }),
    ).toBeNull();
    const failing = withChainReads(
      provider,
      'http://127.0.0.1:1',
      async () => new Response('', { status: 502 }),
    );
    expect(await failing.request({ method: 'eth_getTransactionByHash', params: ['0xab'] })).toBeNull();
    expect(asked).toEqual([]);
  });
});
