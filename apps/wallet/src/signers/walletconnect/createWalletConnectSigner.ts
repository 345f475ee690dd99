import { WalletError } from '@fantom-wallet/core';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { useRuntimeConfig } from '../../shared/network/useRuntimeConfig.ts';
import type { Account } from '../../storage/accounts/Account.ts';
import { addChainParameters } from '../external/addChainParameters.ts';
import { createExternalSigner } from '../external/createExternalSigner.ts';
import type { Signer } from '../Signer.ts';
import {
  connectedProvider,
  connectWalletConnect,
  RELAY_TIMEOUT_MS,
  RELAY_UNREACHABLE,
  type WalletConnectProvider,
} from './walletConnectSession.ts';
import { type WalletConnectSettings, walletConnectSettings } from './walletConnectSettings.ts';
import { useWalletConnectStore } from './walletConnectStore.ts';
import { withChainReads } from './withChainReads.ts';

/** The name the confirmation uses ('Confirm in WalletConnect'). */
export const WALLETCONNECT_NAME = 'WalletConnect';

/** How often an open confirmation asks a closed relay socket to open again. */
export const RELAY_RECHECK_MS = 5_000;

interface RelayerHolder {
  signer?: { client?: { core?: { relayer?: { toEstablishConnection?: () => Promise<void> } } } };
}

/** Fails fast when the relay is down, instead of a send that waits for a socket that never opens. */
async function ensureRelay(provider: WalletConnectProvider) {
  const relayer = (provider as RelayerHolder).signer?.client?.core?.relayer;
  if (!relayer?.toEstablishConnection) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      relayer.toEstablishConnection(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), RELAY_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    throw new WalletError('WALLETCONNECT_UNREACHABLE', RELAY_UNREACHABLE, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A WalletConnect account (docs/external-wallets.md#walletconnect): the external signer over the page's session.
 * No session (never connected here, or the phone ended it) counts as not connected, and clearing that block
 * pairs again through the QR window. On a wrong chain ('Please, select Fantom Opera chain.') the switch is asked
 * of the session.
 */
export function createWalletConnectSigner(
  account: Extract<Account, { type: 'walletconnect' }>,
  network: AppNetwork,
  settings: () => WalletConnectSettings | undefined = () =>
    walletConnectSettings(useRuntimeConfig.getState()),
): Signer {
  const chain = { chainId: network.chainId, rpcUrl: network.rpcUrl };
  const provider = async () => {
    const connected = await connectedProvider(settings(), chain);
    if (!connected) return undefined;
    const reads = withChainReads(connected, network.rpcUrl);
    return {
      ...reads,
      async request(args: Parameters<typeof reads.request>[0]) {
        if (args.method === 'eth_sendTransaction') await ensureRelay(connected);
        const answer = await reads.request(args);
        // The SDK answers eth_chainId with a number; EIP-1193 (and the signer) want a hex quantity.
        return args.method === 'eth_chainId' && typeof answer === 'number'
          ? `0x${answer.toString(16)}`
          : answer;
      },
    };
  };
  const external = createExternalSigner({
    address: account.address,
    wallet: WALLETCONNECT_NAME,
    walletType: 'walletconnect',
    chain: addChainParameters(network),
    provider,
  });
  return {
    ...external,
    confirmation: () => external.confirmation(),
    send: (prepared, options) => external.send(prepared, options),
    watchConfirmation(listener) {
      // A new session (Reconnect) or a phone's disconnect changes what the confirmation shows.
      const stopStore = useWalletConnectStore.subscribe((state, previous) => {
        if (state.account !== previous.account || state.chainId !== previous.chainId) listener();
      });
      const stopProvider = external.watchConfirmation?.(listener);
      // The SDK stops reconnecting after five tries, so after a long relay outage this page would never hear of a
      // disconnect the phone sent meanwhile (the relay keeps it): while the confirmation is open, reopen the socket.
      const reopen = () =>
        void connectedProvider(settings(), chain)
          .then((connected) => connected && ensureRelay(connected))
          .catch(() => undefined);
      reopen();
      const timer = setInterval(reopen, RELAY_RECHECK_MS);
      return () => {
        clearInterval(timer);
        stopStore();
        stopProvider?.();
      };
    },
    async resolveBlock() {
      const { blocked } = (await external.confirmation()) as { blocked?: { reason: string } };
      if (blocked?.reason === 'disconnected') await connectWalletConnect(settings(), chain);
      // A chain the session already holds switches at once; any other is asked of the phone, which may refuse.
      else await external.resolveBlock?.();
    },
  };
}
