import type { NetworkId } from '@fantom-wallet/core';
import { useMemo } from 'react';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';
import { type AppNetwork, buildNetworks, defaultNetworkId } from './buildNetworks.ts';
import type { RuntimeConfig } from './RuntimeConfig.ts';
import { useRuntimeConfig } from './useRuntimeConfig.ts';

/** Every selectable network and the active one: the user's choice, else the server's default. */
function resolveNetworks(
  runtime: RuntimeConfig,
  customProviders: Partial<Record<NetworkId, readonly string[]>>,
  chosen: NetworkId | undefined,
): { networks: AppNetwork[]; active: AppNetwork } {
  const networks = buildNetworks(runtime, customProviders);
  const fallback = defaultNetworkId(runtime);
  const active =
    networks.find((n) => n.id === (chosen ?? fallback)) ?? networks.find((n) => n.id === fallback);
  if (!active) throw new Error('No network available');
  return { networks, active };
}

/** The active network outside React (before the first render), from the same stores the hooks read. */
export function currentNetwork(): AppNetwork {
  const { customProviders, networkId } = useSettingsStore.getState();
  return resolveNetworks(useRuntimeConfig.getState(), customProviders, networkId).active;
}

/** Every selectable network and the active one, as React state. */
export function useNetworks(): { networks: AppNetwork[]; active: AppNetwork } {
  const runtime = useRuntimeConfig();
  const customProviders = useSettingsStore((s) => s.customProviders);
  const chosen = useSettingsStore((s) => s.networkId);
  return useMemo(() => resolveNetworks(runtime, customProviders, chosen), [runtime, customProviders, chosen]);
}

export function useActiveNetwork(): AppNetwork {
  return useNetworks().active;
}
