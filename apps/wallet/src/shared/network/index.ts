// The networks, the runtime configuration and the API transport, for another entry of the wallet (the
// extension: `@fantom-wallet/wallet/network`).
export { type AppNetwork, buildNetworks, defaultNetworkId } from './buildNetworks.ts';
export { fetchLatestBlock } from './fetchLatestBlock.ts';
export { loadRuntimeConfig } from './loadRuntimeConfig.ts';
export type { RuntimeConfig } from './RuntimeConfig.ts';
export { transportFor } from './transportFor.ts';
export { useActiveNetwork } from './useActiveNetwork.ts';
export { useRuntimeConfig } from './useRuntimeConfig.ts';
