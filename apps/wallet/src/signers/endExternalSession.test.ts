// @vitest-environment happy-dom
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const network = { chainId: 4003, rpcUrl: 'http://127.0.0.1:1/rpc' };

/** WalletConnect's provider as it comes back after a reload: `init` restores the session the last visit saved. */
class RestoredProvider extends EventEmitter {
  static instances: RestoredProvider[] = [];
  static saved: { accounts: string[] } | undefined;
  static async init(options: { relayUrl?: string; optionalChains: number[] }) {
    const provider = new RestoredProvider(options);
    RestoredProvider.instances.push(provider);
    return provider;
  }
  accounts: string[];
  chainId = 4003;
  session: unknown;
  disconnects = 0;
  constructor(readonly options: { relayUrl?: string; optionalChains: number[] }) {
    super();
    this.session = RestoredProvider.saved ? { topic: 'saved' } : undefined;
    this.accounts = RestoredProvider.saved?.accounts ?? [];
  }
  async connect() {}
  async disconnect() {
    this.disconnects += 1;
    this.session = undefined;
    RestoredProvider.saved = undefined;
  }
  async request() {
    return null;
  }
}
vi.mock('@walletconnect/ethereum-provider', () => ({ EthereumProvider: RestoredProvider }));

/** A fresh page: none of the session modules has loaded an SDK yet (as right after a reload). */
async function freshPage() {
  vi.resetModules();
  const { useRuntimeConfig } = await import('../shared/network/useRuntimeConfig.ts');
  useRuntimeConfig.setState({
    walletConnect: { relayUrl: 'ws://127.0.0.1:1' },
    coinbase: { keysUrl: 'http://127.0.0.1:1/connect' },
  });
  return import('./endExternalSession.ts');
}

const coinbaseKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('-CBWSDK'));

beforeEach(() => {
  RestoredProvider.instances = [];
  localStorage.clear();
  // The SDK reads the page's own headers for its Cross-Origin-Opener-Policy check: the app's, as served.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response('', { headers: { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' } }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('removing an external wallet ends its session (docs/external-wallets.md#sessions)', () => {
  it('WalletConnect: right after a reload, the saved session is restored and ended', async () => {
    RestoredProvider.saved = { accounts: [ADDRESS.toLowerCase()] };
    const { endExternalSession } = await freshPage();
    await endExternalSession({ type: 'walletconnect' }, network);
    expect(RestoredProvider.instances).toHaveLength(1);
    const [provider] = RestoredProvider.instances;
    expect(provider?.options).toMatchObject({ relayUrl: 'ws://127.0.0.1:1', optionalChains: [4003] });
    expect(provider?.disconnects).toBe(1);
    expect(RestoredProvider.saved).toBeUndefined();
  });

  it('Coinbase: right after a reload, the SDK picks up its stored session and clears it', async () => {
    // What the SDK keeps after a connection through its popup: the signer type and the account.
    localStorage.setItem('-CBWSDK:SignerConfigurator:SignerType', 'scw');
    localStorage.setItem('-CBWSDK:SCWStateManager:accounts', JSON.stringify([ADDRESS]));
    localStorage.setItem('-CBWSDK:SCWStateManager:activeChain', JSON.stringify({ id: 4003 }));
    // The stored session is one the SDK takes up: a fresh page reads the account from it.
    await freshPage();
    const { loadCoinbaseProvider } = await import('./coinbase/coinbaseSession.ts');
    const restored = await loadCoinbaseProvider({ keysUrl: 'http://127.0.0.1:1/connect' }, 4003);
    expect(await restored.request({ method: 'eth_accounts' })).toEqual([ADDRESS]);

    const { endExternalSession } = await freshPage();
    await endExternalSession({ type: 'coinbase' }, network);
    expect(coinbaseKeys()).toEqual([]);
    const { loadCoinbaseProvider: loadAgain } = await import('./coinbase/coinbaseSession.ts');
    const after = await loadAgain({ keysUrl: 'http://127.0.0.1:1/connect' }, 4003);
    await expect(after.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 4100 });
  });

  it('other account types load no SDK', async () => {
    const { endExternalSession } = await freshPage();
    for (const type of ['keystore', 'ledger', 'injected'] as const)
      await endExternalSession({ type }, network);
    expect(RestoredProvider.instances).toEqual([]);
    expect(coinbaseKeys()).toEqual([]);
  });
});
