import { SFC_ADDRESS } from '../tx/SFC_ADDRESS.ts';
import type { NetworkDefinition } from './NetworkDefinition.ts';

/** Fantom Opera mainnet, chain id 250 (0xfa), with the original wallet's public API providers (original-wallet.md §4). */
export const OPERA_MAINNET = {
  key: 'opera',
  chainId: 250,
  chainName: 'Fantom Opera Mainnet',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  apiProviders: ['a', 'b', 'c', 'd', 'e', 'f'].map((node) => `https://xapi-node${node}.fantom.network/`),
  rpcUrl: 'https://rpcapi.fantom.network/',
  explorer: {
    url: 'https://ftmscan.com/',
    txPath: 'tx/',
    addressPath: 'address/',
    validatorPath: 'validator/',
  },
  sfcAddress: SFC_ADDRESS,
  nameRegistryAddress: '0x6A403FFbBF8545EE0d99a63A72e5f335dFCaE2Bd',
  isTestnet: false,
} as const satisfies NetworkDefinition;
