import { defineChain } from 'viem';

/** The local Opera devnet: chain id 4003 (0xfa3), never 250 or 4002, so nothing signed here replays elsewhere. */
export const devnetChain = defineChain({
  id: 4003,
  name: 'Fantom Opera devnet',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
});
