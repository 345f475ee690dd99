// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRuntimeConfig } from '../../shared/network/useRuntimeConfig.ts';
import { FakeWalletConnectProvider } from '../../shared/test/FakeWalletConnectProvider.ts';
import { renderWithUi } from '../../shared/test/renderWithUi.tsx';
import type { Account } from '../../storage/accounts/Account.ts';

/** A stand-in for the SDK's provider, restored with a session for ADDRESS (as after an earlier visit's pairing). */
class FakeProvider extends FakeWalletConnectProvider {
  accounts = [ADDRESS.toLowerCase()];
  session: unknown = {};
  async connect() {
    this.session = {};
    this.accounts = [ADDRESS.toLowerCase()];
    this.emit('connect');
  }
  /** As the SDK does: the session goes, then 'disconnect' (for the phone's end and for this page's alike). */
  async disconnect() {
    this.session = undefined;
    this.accounts = [];
    this.emit('disconnect');
  }
  /** The phone ends the session (the SDK's session_delete). */
  phoneEnds() {
    this.session = undefined;
    this.accounts = [];
    this.emit('disconnect', { message: 'User disconnected.' });
  }
}

vi.mock('@walletconnect/ethereum-provider', () => ({ EthereumProvider: FakeProvider }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOTICE = 'WalletConnect is not connected.';
const { WalletConnectSessionNotice } = await import('./WalletConnectSessionNotice.tsx');
const { disconnectWalletConnect } = await import('../../signers/index.ts');
const { connectWalletConnect } = await import('../../signers/walletconnect/walletConnectSession.ts');
const { useWalletConnectStore } = await import('../../signers/walletconnect/walletConnectStore.ts');

const initialRuntime = useRuntimeConfig.getState();
let relay = 0;
/** Runtime settings the session module has not seen, so each test gets a provider of its own. */
function freshSettings() {
  relay += 1;
  useRuntimeConfig.setState({ walletConnect: { relayUrl: `ws://127.0.0.1:${relay}` } });
}
const provider = async () => {
  await waitFor(() => expect(FakeProvider.instances.length).toBeGreaterThan(before));
  return FakeProvider.instances.at(-1) as FakeProvider;
};
let before = 0;

beforeEach(() => {
  before = FakeProvider.instances.length;
  freshSettings();
  useWalletConnectStore.setState({ account: null, chainId: null, ended: null, uri: null, connecting: false });
});
afterEach(() => {
  cleanup();
  useRuntimeConfig.setState(initialRuntime, true);
});

const walletConnectAccount: Account = { type: 'walletconnect', address: ADDRESS };

describe('the account page when the phone ends the WalletConnect session', () => {
  it("says 'WalletConnect is not connected.' at once, as an alert, and not before", async () => {
    renderWithUi(<WalletConnectSessionNotice account={walletConnectAccount} />);
    // The page loads the SDK for the account, which restores the saved session.
    const wallet = await provider();
    await waitFor(() => expect(useWalletConnectStore.getState().account).toBe(ADDRESS));
    expect(screen.queryByText(NOTICE)).toBeNull();

    act(() => wallet.phoneEnds());
    expect(screen.getByRole('alert')).toHaveProperty('textContent', NOTICE);
  });

  it('goes when a new session is made', async () => {
    renderWithUi(<WalletConnectSessionNotice account={walletConnectAccount} />);
    const wallet = await provider();
    await waitFor(() => expect(useWalletConnectStore.getState().account).toBe(ADDRESS));
    act(() => wallet.phoneEnds());
    expect(screen.getByText(NOTICE)).toBeTruthy();

    await act(() => wallet.connect());
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('says nothing when this page ends the session (the wallet removed, or paired again)', async () => {
    renderWithUi(<WalletConnectSessionNotice account={walletConnectAccount} />);
    await provider();
    await waitFor(() => expect(useWalletConnectStore.getState().account).toBe(ADDRESS));
    await act(() => disconnectWalletConnect());
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(useWalletConnectStore.getState().ended).toBeNull();

    // A new pairing ends the session the SDK restored first: no notice for that either.
    const settings = useRuntimeConfig.getState().walletConnect;
    const count = FakeProvider.instances.length;
    await act(async () => {
      await connectWalletConnect(
        { projectId: 'local', relayUrl: settings?.relayUrl ?? '' },
        { chainId: 4003 },
      );
    });
    expect(FakeProvider.instances.length).toBe(count + 1);
    expect(useWalletConnectStore.getState()).toMatchObject({ account: ADDRESS, ended: null });
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it("another account's page, or an account of another kind, shows nothing and loads no SDK", async () => {
    const other: Account = { type: 'walletconnect', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' };
    renderWithUi(<WalletConnectSessionNotice account={other} />);
    const wallet = await provider();
    await waitFor(() => expect(useWalletConnectStore.getState().account).toBe(ADDRESS));
    act(() => wallet.phoneEnds());
    expect(screen.queryByText(NOTICE)).toBeNull();
    cleanup();

    freshSettings();
    const count = FakeProvider.instances.length;
    renderWithUi(<WalletConnectSessionNotice account={{ type: 'keystore', address: ADDRESS }} />);
    expect(screen.queryByText(NOTICE)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeProvider.instances.length).toBe(count);
  });
});
