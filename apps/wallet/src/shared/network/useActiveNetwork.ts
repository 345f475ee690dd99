import { useMemo } from 'react';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';
import { type AppNetwork, buildNetworks, defaultNetworkId } from './buildNetworks.ts';
import { useRuntimeConfig } from './useRuntimeConfig.ts';

/** Every selectable network and the active one (the user's choice, else the server's default). */
export function useNetworks(): { networks: AppNetwork[]; active: AppNetwork } {
  const runtime = useRuntimeConfig();
  const customProviders = useSettingsStore((s) => s.customProviders);
  const chosen = useSettingsStore((s) => s.networkId);
  return useMemo(() => {
    const networks = buildNetworks(runtime, customProviders);
    const fallback = defaultNetworkId(runtime);
    const active =
      networks.find((n) => n.id === (chosen ?? fallback)) ?? networks.find((n) => n.id === fallback);
    if (!active) throw new Error('No network available');
    return { networks, active };
  }, [runtime, customProviders, chosen]);
}

export function useActiveNetwork(): AppNetwork {
  return useNetworks().active;
}
