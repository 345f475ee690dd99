import type { Address } from 'viem';

/** A pair's closing reserves in one time bucket (`uniswapPair` resolves from the address). */
export interface DefiTimeReserveModel {
  pairAddress: Address;
  time: string;
  reserveClose: bigint[];
}
