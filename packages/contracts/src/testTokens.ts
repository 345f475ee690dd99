import type { Address } from 'viem';
import { addresses } from './addresses.ts';

export interface TestTokenInfo {
  key: string;
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
}

/** ERC-20 test tokens of the devnet: different decimals so the wallet's amount handling is exercised. */
export const testTokens: readonly TestTokenInfo[] = [
  { key: 'tokenUsdc', address: addresses.tokenUsdc, name: 'Test USD Coin', symbol: 'tUSDC', decimals: 6 },
  { key: 'tokenDai', address: addresses.tokenDai, name: 'Test Dai Stablecoin', symbol: 'tDAI', decimals: 18 },
  { key: 'tokenBtc', address: addresses.tokenBtc, name: 'Test Wrapped Bitcoin', symbol: 'tBTC', decimals: 8 },
];
