import { createTransport, type Transport } from '@fantom-wallet/api-client';
import type { AppNetwork } from './buildNetworks.ts';
import { isChainUnavailableError } from './isChainUnavailableError.ts';
import { useConnectionStore } from './useConnectionStore.ts';

const transports = new Map<string, Transport>();

/**
 * One transport per network, shared by every query, reporting reachability to the offline banner: both
 * "the API does not answer" (the transport's own signal) and "the API answers that the chain is down".
 */
export function transportFor(network: AppNetwork): Transport {
  let transport = transports.get(network.id);
  if (!transport) {
    transport = reportingChainState(
      createTransport({
        providers: network.apiProviders,
        onOfflineChange: (offline) => useConnectionStore.getState().setOffline(offline),
      }),
    );
    transports.set(network.id, transport);
  } else {
    transport.setProviders(network.apiProviders);
  }
  return transport;
}

/**
 * Whether answering `query` needs the chain node: account balances are read live, while history, tokens lists and
 * configuration can come from the API's database alone and say nothing about the chain.
 */
export function needsChain(query: string): boolean {
  return /\bbalance\b/.test(query);
}

/**
 * An answer saying the chain is down sets the chain-down state; only a clean answer that needed the chain (the
 * balance poll every few seconds) clears it, so database-only answers do not make the banner flap.
 */
function reportingChainState(transport: Transport): Transport {
  const setChainUnavailable = (value: boolean) => {
    if (useConnectionStore.getState().chainUnavailable !== value)
      useConnectionStore.getState().setChainUnavailable(value);
  };
  return {
    get offline() {
      return transport.offline;
    },
    setProviders: (providers) => transport.setProviders(providers),
    async request<T>(request: Parameters<Transport['request']>[0], signal?: AbortSignal): Promise<T> {
      try {
        const data = await transport.request<T>(request, signal);
        if (needsChain(request.query)) setChainUnavailable(false);
        return data;
      } catch (error) {
        if (isChainUnavailableError(error)) setChainUnavailable(true);
        throw error;
      }
    },
  };
}
