import type { Address } from 'viem';
import type { BlockCache } from '../../chain/BlockCache.ts';
import type { PairState } from './readPairState.ts';
import type { UniswapStore } from './UniswapStore.ts';

/** The uniswap area's services: its indexed history and its caches of live contract reads. */
export interface UniswapServices {
  store: UniswapStore;
  /** Per block: a pair's reserves, cumulative prices, kLast and supply. */
  pairStates: BlockCache<PairState>;
  /** Per block: LP shares (`pair:owner`), the factory's pair count and router quotes, keyed by what was asked. */
  amounts: BlockCache<bigint>;
  quotes: BlockCache<readonly bigint[]>;
  /** What never changes once it exists: a pair's tokens, `allPairs(i)`, and `getPair(a, b)` once non-zero. */
  pairTokens: Map<string, Promise<readonly [Address, Address]>>;
  pairsByIndex: Map<number, Promise<Address>>;
  pairsByTokens: Map<string, Address>;
}

declare module '../../services/ApiServices.ts' {
  interface AreaServices {
    uniswap: UniswapServices;
  }
}
