import { describe, expect, it } from 'vitest';
import type { Eip1193Request } from '../external/Eip1193Provider.ts';
import { asExternalProvider, type CoinbaseProvider } from './coinbaseSession.ts';

function sdkBeforeConnecting() {
  const asked: Eip1193Request[] = [];
  const provider: CoinbaseProvider = {
    async request(args) {
      asked.push(args);
      // What the SDK does before eth_requestAccounts: every method but a few is 'unauthorized'.
      throw Object.assign(new Error("Must call 'eth_requestAccounts' before other methods"), { code: 4100 });
    },
    on: () => undefined,
    removeListener: () => undefined,
    disconnect: async () => undefined,
  };
  return { asked, provider };
}

describe('Coinbase provider as the external signer sees it (docs/external-wallets.md#coinbase-wallet)', () => {
  it('no connection yet reads as no accounts (not connected), other refusals pass through', async () => {
    const { asked, provider } = sdkBeforeConnecting();
    const external = asExternalProvider(provider);
    expect(await external.request({ method: 'eth_accounts' })).toEqual([]);
    await expect(external.request({ method: 'eth_sendTransaction', params: [] })).rejects.toMatchObject({
      code: 4100,
    });
    expect(asked.map((a) => a.method)).toEqual(['eth_accounts', 'eth_sendTransaction']);
  });
});
