import { ApiError } from '../../errors/ApiError.ts';
import type { ApiModule } from '../ApiModule.ts';

/** Governance arrives with a later issue; until then the public API's "nothing configured" answers. */
export const governanceModule: ApiModule = {
  name: 'governance',
  resolvers: {
    Query: {
      govContracts: () => {
        throw new ApiError('NOT_FOUND', 'no governance contracts configured');
      },
      govContract: () => null,
      govProposals: () => ({
        edges: [],
        totalCount: 0n,
        pageInfo: { first: null, last: null, hasNext: false, hasPrevious: false },
      }),
    },
  },
};
