import { type Address, WalletError } from '@fantom-wallet/core';
import { getAddress, isAddress } from 'viem';
import type { Eip1193Provider } from '../external/Eip1193Provider.ts';
import type { WalletConnectSettings } from './walletConnectSettings.ts';
import { isCurrentAttempt, nextAttempt, useWalletConnectStore } from './walletConnectStore.ts';

/** What the SDK's provider offers beyond EIP-1193 that the wallet uses (typed here: the SDK loads lazily). */
export interface WalletConnectProvider extends Eip1193Provider {
  accounts: string[];
  chainId: number;
  session?: unknown;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  once(event: string, listener: (...args: never[]) => void): unknown;
}

/** The chain the session is asked for and the RPC the provider may use for reads it cannot forward. */
export interface WalletConnectChain {
  chainId: number;
  rpcUrl?: string | undefined;
}

/** How long the QR code may take to appear: a relay that does not answer never produces one. */
export const RELAY_TIMEOUT_MS = 10_000;

export const RELAY_UNREACHABLE = 'WalletConnect relay is not reachable.';
export const NOT_CONFIGURED = 'WalletConnect is not configured.';

let loaded: { key: string; provider: Promise<WalletConnectProvider> } | undefined;

function firstAccount(accounts: readonly unknown[]): Address | null {
  const first = accounts[0];
  return typeof first === 'string' && isAddress(first) ? getAddress(first) : null;
}

function syncFrom(provider: WalletConnectProvider) {
  const account = provider.session ? firstAccount(provider.accounts) : null;
  useWalletConnectStore.setState(
    account ? { account, chainId: provider.chainId, ended: null } : { account, chainId: null },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new WalletError('WALLETCONNECT_UNREACHABLE', RELAY_UNREACHABLE)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The one WalletConnect provider of the page, loaded with import() on first use (the SDK is ~150 KB gzip) and
 * kept: it restores the session saved by an earlier visit, so a reload keeps the wallet connected. No QR modal
 * of the SDK's own (the wallet draws its own), no telemetry, and only the active network's chain, optional, so
 * a phone that lacks it still pairs and is then asked to switch (docs/external-wallets.md#walletconnect).
 */
export function loadWalletConnectProvider(
  settings: WalletConnectSettings,
  chain: WalletConnectChain,
): Promise<WalletConnectProvider> {
  const key = JSON.stringify([settings.projectId, settings.relayUrl, chain.chainId, chain.rpcUrl]);
  if (loaded?.key === key) return loaded.provider;
  const provider = (async () => {
    const { EthereumProvider } = await import('@walletconnect/ethereum-provider');
    const origin = globalThis.location?.origin ?? 'http://127.0.0.1';
    const instance = await EthereumProvider.init({
      projectId: settings.projectId,
      ...(settings.relayUrl ? { relayUrl: settings.relayUrl } : {}),
      optionalChains: [chain.chainId],
      ...(chain.rpcUrl ? { rpcMap: { [chain.chainId]: chain.rpcUrl } } : {}),
      showQrModal: false,
      telemetryEnabled: false,
      metadata: { name: 'Fantom Wallet', description: 'Fantom Opera wallet', url: origin, icons: [] },
    });
    const wallet = instance as unknown as WalletConnectProvider;
    wallet.on('accountsChanged', () => syncFrom(wallet));
    wallet.on('chainChanged', () => syncFrom(wallet));
    wallet.on('connect', () => syncFrom(wallet));
    // The session ended (the phone disconnected, or it expired): forget it; no reload (the spec's reload is gone).
    // An end this page asked for has cleared the account first, so only the other side's end is kept as `ended`.
    wallet.on('disconnect', () =>
      useWalletConnectStore.setState(({ account, ended }) => ({
        account: null,
        chainId: null,
        ended: account ?? ended,
      })),
    );
    syncFrom(wallet);
    return wallet;
  })();
  loaded = { key, provider };
  provider.catch(() => {
    if (loaded?.provider === provider) loaded = undefined;
  });
  return provider;
}

/** The provider only when it is loaded already and holds a session (never loads the SDK by itself). */
export async function connectedProvider(
  settings: WalletConnectSettings | undefined,
  chain: WalletConnectChain,
): Promise<WalletConnectProvider | undefined> {
  if (!settings) return undefined;
  const provider = await loadWalletConnectProvider(settings, chain).catch(() => undefined);
  return provider?.session ? provider : undefined;
}

let pending: { uri: Promise<string>; connected: Promise<void> } | undefined;

/**
 * One pairing at a time: a retry while the last one is still open (the relay came back after its QR timed out, or
 * the user closed the QR window) shows that pairing's code again instead of starting a second, whose URI the first
 * pairing's listeners would take.
 */
function startPairing(provider: WalletConnectProvider) {
  if (pending) return pending;
  const uri = new Promise<string>((resolve) => {
    provider.once('display_uri', resolve as never);
  });
  const connected = provider.connect();
  const mine = { uri, connected };
  pending = mine;
  const clear = () => {
    if (pending === mine) pending = undefined;
  };
  connected.then(clear, clear);
  return mine;
}

/**
 * Pairs with a phone: shows the QR code (through the store) until the phone approves, then returns the account
 * the session gives. An existing session is ended first (the user connects another account). Fails with a clear
 * message when WalletConnect is not configured, the relay does not answer, or the phone rejects.
 */
export async function connectWalletConnect(
  settings: WalletConnectSettings | undefined,
  chain: WalletConnectChain,
  relayTimeoutMs = RELAY_TIMEOUT_MS,
): Promise<Address> {
  if (!settings) throw new WalletError('WALLETCONNECT_NOT_CONFIGURED', NOT_CONFIGURED);
  const mine = nextAttempt();
  useWalletConnectStore.setState({ uri: null, connecting: true, error: null });
  try {
    const provider = await loadWalletConnectProvider(settings, chain);
    if (provider.session) {
      // Ended here, not by the phone: no 'session ended' notice.
      useWalletConnectStore.setState({ account: null, chainId: null });
      await withTimeout(provider.disconnect(), relayTimeoutMs).catch(() => undefined);
    }
    const { uri, connected } = startPairing(provider);
    void uri.then((shown) => {
      if (isCurrentAttempt(mine)) useWalletConnectStore.setState({ uri: shown });
    });
    await withTimeout(Promise.race([uri, connected]), relayTimeoutMs);
    await connected;
    const account = firstAccount(provider.accounts);
    if (!account) throw new WalletError('WALLETCONNECT_NO_ACCOUNT', 'The phone gave no account.');
    if (isCurrentAttempt(mine))
      useWalletConnectStore.setState({
        uri: null,
        connecting: false,
        account,
        chainId: provider.chainId,
        ended: null,
      });
    return account;
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : RELAY_UNREACHABLE;
    if (isCurrentAttempt(mine))
      useWalletConnectStore.setState({ uri: null, connecting: false, error: message });
    throw error instanceof WalletError
      ? error
      : new WalletError('WALLETCONNECT_FAILED', message, { cause: error });
  }
}

/**
 * Ends the session (the wallet was removed, or the connected account's Connect was clicked again). With `restore`,
 * a page that has not loaded the SDK yet (the wallet was removed right after a reload) loads it, which restores
 * the session saved by the earlier visit, and ends that: else the phone would keep a session nobody uses.
 */
export async function disconnectWalletConnect(restore?: {
  settings: WalletConnectSettings | undefined;
  chain: WalletConnectChain;
}): Promise<void> {
  const current =
    loaded?.provider ??
    (restore?.settings ? loadWalletConnectProvider(restore.settings, restore.chain) : undefined);
  useWalletConnectStore.setState({ account: null, chainId: null, ended: null });
  if (!current) return;
  const provider = await current.catch(() => undefined);
  if (provider?.session) await withTimeout(provider.disconnect(), RELAY_TIMEOUT_MS).catch(() => undefined);
}
