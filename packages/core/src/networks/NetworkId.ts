/** The one name of each network: in settings, the runtime configuration, i18n keys and the network definitions. */
export const NETWORK_IDS = ['devnet', 'mainnet', 'testnet'] as const;
export type NetworkId = (typeof NETWORK_IDS)[number];
