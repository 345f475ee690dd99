import type { NetworkDefinition } from './NetworkDefinition.ts';

/** Fantom Opera mainnet, chain id 250 (0xfa), with the original wallet's six public API providers. */
export const OPERA_MAINNET = {
  id: 'mainnet',
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
  contracts: {
    sfc: '0xFC00FACE00000000000000000000000000000000',
    stakeTokenizer: '0xC3e8459464A0e8fd08d767a16b5C211b45AC961F',
    sftm: '0x69c744D3444202d35a2783929a0F930f2FBB05ad',
    wftm: '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83',
    stakerInfo: '0x92FFAD75b8A942D149621a39502cdD8aD1dd57b4',
    nameRegistry: '0x6A403FFbBF8545EE0d99a63A72e5f335dFCaE2Bd',
  },
  isTestnet: false,
} as const satisfies NetworkDefinition;
