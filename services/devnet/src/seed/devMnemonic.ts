/**
 * WARNING: PUBLIC MNEMONIC. This is the well-known Hardhat/Foundry development phrase; every key derived
 * from it is known to the world. Use it ONLY on the local devnet (chain id 4003). Never send real funds to
 * any of its addresses on any network.
 */
export const devMnemonic = 'test test test test test test test test test test test junk';
