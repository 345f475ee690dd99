import type { Address } from 'viem';
import type { Resolvers } from '../generated/resolvers.ts';
import type { IndexerModule } from '../indexer/IndexerModule.ts';

/**
 * One area of the API (core, staking, tokens, defi; governance later): its resolvers and, when it needs
 * history, the indexer module that builds it. Areas plug in by being listed in `apiModules`.
 */
export interface ApiModule {
  name: string;
  resolvers: Resolvers;
  indexer?: (options: { sfc: Address }) => IndexerModule;
}
