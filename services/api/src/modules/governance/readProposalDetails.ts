import { governanceArtifact, governanceProposalArtifact } from '@fantom-wallet/contracts';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { GovernanceProposalModel } from './models/GovernanceProposalModel.ts';
import type { ProposalDetails } from './ProposalDetails.ts';

/**
 * A proposal's name and description (from its own contract, where the public API reads them) and its current
 * state, once per block. Asked for every row of a page in the same tick, they go to the node as one batch.
 */
export function readProposalDetails(
  services: ApiServices,
  proposal: GovernanceProposalModel,
): Promise<ProposalDetails> {
  return services.governance.details.get(`${proposal.governanceId}:${proposal.id}`, async () => {
    const own = { address: proposal.contract, abi: governanceProposalArtifact.abi } as const;
    const [name, description, [winnerOptionId, votes, status]] = await Promise.all([
      services.chain.readContract({ ...own, functionName: 'name' }),
      services.chain.readContract({ ...own, functionName: 'description' }),
      services.chain.readContract({
        address: proposal.governanceId,
        abi: governanceArtifact.abi,
        functionName: 'proposalState',
        args: [proposal.id],
      }),
    ]);
    return { name, description, winnerOptionId, votes, status };
  });
}
