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
    fMintAddressProvider: '0xcb20a1A22976764b882C2f03f0C8523F3df54b10',
    fusd: '0xAd84341756Bf337f5a0164515b1f6F993D194E1f',
    uniswapFactory: '0xBFd1cE8E6D85e911e80c169293d5c1F5c950Fe03',
    uniswapRouter: '0x67A937eA41Cd05ec8c832a044afC0100F30Aa4b5',
    governance: '0x7C3b85a71E4FcE1209a81d67F1AF46B5a068770E',
    governable: '0xc5Bb923137D25F7cbc60081f4E33FDe9b37adfFE',
  },
  isTestnet: false,
} as const satisfies NetworkDefinition;
