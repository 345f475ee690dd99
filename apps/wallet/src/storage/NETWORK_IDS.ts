/** The built-in networks a user can choose in Settings. */
export const NETWORK_IDS = ['devnet', 'mainnet', 'testnet'] as const;
