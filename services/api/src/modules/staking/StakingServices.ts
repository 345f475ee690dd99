import type { BlockCache } from '../../chain/BlockCache.ts';
import type { DelegationModel } from './models/DelegationModel.ts';
import type { StakingStore } from './StakingStore.ts';

/** The staking area's services: the indexed delegation lists. */
export interface StakingServices {
  store: StakingStore;
  /** Per-block cache of each address's delegations (account totals are polled every few seconds). */
  delegationLists: BlockCache<DelegationModel[]>;
}

declare module '../../services/ApiServices.ts' {
  interface AreaServices {
    staking: StakingServices;
  }
}
