import type { Address } from 'viem';

/** A pair of the factory; everything else about it is a live read of the pair contract, cached per block. */
export interface UniswapPairModel {
  pairAddress: Address;
}
