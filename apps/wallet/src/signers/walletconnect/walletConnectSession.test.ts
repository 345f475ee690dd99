import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWalletConnectProvider } from '../../shared/test/FakeWalletConnectProvider.ts';

/** vi.waitFor gives up after 1 s by default, which a busy machine breaks; this only catches a hang. */
const WAIT = { timeout: 30_000 };

/** A stand-in for the SDK's provider: connect() waits until the test pairs it; display_uri when told. */
class FakeProvider extends FakeWalletConnectProvider {
  accounts: string[] = [];
  session: unknown;
  connects = 0;
  private approve?: () => void;
  connect() {
    this.connects += 1;
    return new Promise<void>((resolve) => {
      this.approve = () => {
        this.accounts = ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'];
        this.session = {};
        resolve();
      };
    });
  }
  async disconnect() {
    this.session = undefined;
  }
  pair() {
    this.approve?.();
  }
}

vi.mock('@walletconnect/ethereum-provider', () => ({ EthereumProvider: FakeProvider }));

const { connectWalletConnect, NOT_CONFIGURED, RELAY_UNREACHABLE } = await import('./walletConnectSession.ts');
const { cancelWalletConnect, useWalletConnectStore } = await import('./walletConnectStore.ts');

const settings = { projectId: 'local', relayUrl: 'ws://127.0.0.1:1' };
let chainId = 40_000;

beforeEach(() => {
  // A new chain per test: a new provider instance (the session module keeps one per settings and chain).
  chainId += 1;
  before = FakeProvider.instances.length;
  useWalletConnectStore.setState({ uri: null, connecting: false, account: null, chainId: null, error: null });
});

let before = 0;
/** This test's provider (each test's chain gets a new one). */
const latest = () => {
  const provider = FakeProvider.instances.at(-1) as FakeProvider | undefined;
  if (!provider || FakeProvider.instances.length === before) throw new Error('no provider yet');
  return provider;
};

describe('WalletConnect pairing (docs/external-wallets.md#walletconnect)', () => {
  it('is not configured without settings', async () => {
    await expect(connectWalletConnect(undefined, { chainId })).rejects.toThrow(NOT_CONFIGURED);
  });

  it('shows the pairing URI, then stores the account the phone approved', async () => {
    const connecting = connectWalletConnect(settings, { chainId }, 1000);
    await vi.waitFor(() => expect(latest().connects).toBe(1), WAIT);
    latest().emit('display_uri', 'wc:abc@2');
    await vi.waitFor(() => expect(useWalletConnectStore.getState().uri).toBe('wc:abc@2'), WAIT);
    latest().pair();
    expect(await connecting).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(useWalletConnectStore.getState()).toMatchObject({
      uri: null,
      connecting: false,
      account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 4003,
    });
  });

  it("no QR code in time: 'relay not reachable'; Try again shows the same pairing once the relay answers", async () => {
    await expect(connectWalletConnect(settings, { chainId }, 50)).rejects.toThrow(RELAY_UNREACHABLE);
    expect(useWalletConnectStore.getState()).toMatchObject({ connecting: false, error: RELAY_UNREACHABLE });
    const retry = connectWalletConnect(settings, { chainId }, 1000);
    await vi.waitFor(() => expect(latest().listenerCount('display_uri')).toBe(1), WAIT);
    latest().emit('display_uri', 'wc:late@2');
    await vi.waitFor(() => expect(useWalletConnectStore.getState().uri).toBe('wc:late@2'), WAIT);
    latest().pair();
    await retry;
    expect(latest().connects).toBe(1);
  });

  it('a cancelled pairing leaves the window closed even if the phone approves later', async () => {
    const first = connectWalletConnect(settings, { chainId }, 1000);
    await vi.waitFor(() => expect(latest().connects).toBe(1), WAIT);
    latest().emit('display_uri', 'wc:first@2');
    cancelWalletConnect();
    latest().pair();
    await first;
    expect(useWalletConnectStore.getState()).toMatchObject({ uri: null, connecting: false });
  });
});
