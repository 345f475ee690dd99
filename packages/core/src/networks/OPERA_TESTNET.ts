import { SFC_ADDRESS } from '../tx/SFC_ADDRESS.ts';
import type { NetworkDefinition } from './NetworkDefinition.ts';

/** Fantom Opera testnet, chain id 0xfa2 (4002) (original-wallet.md §4). */
export const OPERA_TESTNET = {
  key: 'opera-testnet',
  chainId: 0xfa2,
  chainName: 'Fantom Testnet',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  apiProviders: ['https://xapi.testnet.fantom.network/api'],
  rpcUrl: 'https://xapi.testnet.fantom.network/lachesis',
  explorer: {
    url: 'https://explorer.testnet.fantom.network/',
    txPath: 'transactions/',
    addressPath: 'address/',
    validatorPath: 'validator/',
  },
  sfcAddress: SFC_ADDRESS,
  isTestnet: true,
} as const satisfies NetworkDefinition;
