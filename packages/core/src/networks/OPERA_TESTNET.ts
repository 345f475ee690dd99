import type { NetworkDefinition } from './NetworkDefinition.ts';

/** Fantom Opera testnet, chain id 0xfa2 (4002). */
export const OPERA_TESTNET = {
  id: 'testnet',
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
  contracts: {
    sfc: '0xFC00FACE00000000000000000000000000000000',
    stakeTokenizer: '0xEA285CFfA1DEfe82D34639D275d444785E05A128',
    sftm: '0x3b28f151899BD945AC1559a3540b5741C7d2BD55',
    wftm: '0xf1277d1Ed8AD466beddF92ef448A132661956621',
    governance: '0xaA3A160E91f63f1dB959640E0a7B8911b6bD5b95',
  },
  isTestnet: true,
} as const satisfies NetworkDefinition;
