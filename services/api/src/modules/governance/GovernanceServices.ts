import type { BlockCache } from '../../chain/BlockCache.ts';
import type { GovernanceStore } from './GovernanceStore.ts';
import type { GovernanceProposalModel } from './models/GovernanceProposalModel.ts';
import type { ProposalDetails, ProposalTexts } from './ProposalDetails.ts';
import type { KnownProposals } from './readProposals.ts';

/** The governance area's services: the indexed proposal owners and per-block caches of live reads. */
export interface GovernanceServices {
  store: GovernanceStore;
  /** Each contract's proposals, newest `votingStarts` first, by governance address. */
  proposals: BlockCache<GovernanceProposalModel[]>;
  /** Across blocks: each contract's proposal parameters and the block they hold on, by governance address. */
  known: Map<string, KnownProposals>;
  /** The state of one proposal, by `<governance>:<id>`. */
  details: BlockCache<ProposalDetails>;
  /** Name and description of each proposal, kept as long as its model (the parameters' block) is. */
  texts: WeakMap<GovernanceProposalModel, Promise<ProposalTexts>>;
  /** Single amounts (total weight, proposal fee), by a key naming the read. */
  amounts: BlockCache<bigint>;
}

declare module '../../services/ApiServices.ts' {
  interface AreaServices {
    governance: GovernanceServices;
  }
}
