import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './loadRuntimeConfig.ts';

const served = (body: unknown) => (async () => new Response(JSON.stringify(body))) as unknown as typeof fetch;

describe('runtime config: the bridge (docs/bridge.md#directions)', () => {
  it('keeps the bridge URL and Basic authorisation as given, even a URL the bridge client will refuse', async () => {
    expect(
      await loadRuntimeConfig(
        served({
          defaultNetwork: 'devnet',
          bridge: { url: 'http://127.0.0.1:4300', basicAuth: { username: 'wallet', password: 'pw' } },
        }),
      ),
    ).toEqual({
      defaultNetwork: 'devnet',
      bridge: { url: 'http://127.0.0.1:4300', basicAuth: { username: 'wallet', password: 'pw' } },
    });
    expect(
      (await loadRuntimeConfig(served({ defaultNetwork: 'devnet', bridge: { url: 'not a url' } }))).bridge,
    ).toEqual({
      url: 'not a url',
    });
  });

  it('a bridge entry of the wrong shape makes the whole file untrusted (mainnet, no bridge)', async () => {
    expect(await loadRuntimeConfig(served({ defaultNetwork: 'devnet', bridge: { url: 42 } }))).toEqual({
      defaultNetwork: 'mainnet',
    });
  });
});
