import type { BlockCache } from '../../chain/BlockCache.ts';
import type { FmintAddresses } from './FmintAddresses.ts';
import type { FmintPosition } from './FmintPosition.ts';
import type { DefiTokenModel } from './models/DefiTokenModel.ts';

/**
 * The fMint area's per-block caches: the wallet polls positions and token lists every few seconds, and every
 * value can only change with a block.
 */
export interface FmintServices {
  addresses: BlockCache<FmintAddresses | null>;
  /** Every token of the registry, active or not, in registry order. */
  tokens: BlockCache<DefiTokenModel[]>;
  positions: BlockCache<FmintPosition>;
  /** Single amounts by a key naming the read (`price:<token>`, `deposit:<token>` …). */
  amounts: BlockCache<bigint>;
}

declare module '../../services/ApiServices.ts' {
  interface AreaServices {
    fmint: FmintServices;
  }
}
