import type { Address } from 'viem';
import type { BlockCache } from '../../chain/BlockCache.ts';
import type { ApprovalStore } from './ApprovalStore.ts';
import type { OwnerApprovals } from './readApprovals.ts';

/** The approvals area's services: its indexed events and what it keeps per block and per process. */
export interface ApprovalsServices {
  store: ApprovalStore;
  /** The head block number the reads of this block are pinned to. */
  head: BlockCache<bigint>;
  /** Each owner's sorted list, per block and indexed tip. */
  lists: BlockCache<OwnerApprovals>;
  /** What a collection says it is (ERC-165) never changes: kept for the life of the process. */
  collectionKinds: Map<Address, Promise<'ERC721' | 'ERC1155'>>;
}

declare module '../../services/ApiServices.ts' {
  interface AreaServices {
    approvals: ApprovalsServices;
  }
}
