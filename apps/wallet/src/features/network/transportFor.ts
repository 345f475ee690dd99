import { createTransport, type Transport } from '@fantom-wallet/api-client';
import type { AppNetwork } from './buildNetworks.ts';
import { useConnectionStore } from './useConnectionStore.ts';

const transports = new Map<string, Transport>();

/** One transport per network, shared by every query, reporting reachability to the offline banner. */
export function transportFor(network: AppNetwork): Transport {
  let transport = transports.get(network.id);
  if (!transport) {
    transport = createTransport({
      providers: network.apiProviders,
      onOfflineChange: (offline) => useConnectionStore.getState().setOffline(offline),
    });
    transports.set(network.id, transport);
  } else {
    transport.setProviders(network.apiProviders);
  }
  return transport;
}
