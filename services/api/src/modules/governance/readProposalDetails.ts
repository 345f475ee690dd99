import { governanceArtifact, governanceProposalArtifact } from '@fantom-wallet/contracts';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { GovernanceProposalModel } from './models/GovernanceProposalModel.ts';
import type { ProposalDetails, ProposalTexts } from './ProposalDetails.ts';

/**
 * A proposal's current state, once per block. Asked for every row of a page in the same tick, the reads go to
 * the node as one batch.
 */
export function readProposalDetails(
  services: ApiServices,
  proposal: GovernanceProposalModel,
): Promise<ProposalDetails> {
  return services.governance.details.get(`${proposal.governanceId}:${proposal.id}`, async () => {
    const [winnerOptionId, votes, status] = await services.chain.readContract({
      address: proposal.governanceId,
      abi: governanceArtifact.abi,
      functionName: 'proposalState',
      args: [proposal.id],
    });
    return { winnerOptionId, votes, status };
  });
}

/**
 * A proposal's name and description from its own contract (where the public API reads them). A proposal
 * contract's text is set when it is created, so it is read once per proposal model: the models live as long as
 * the block their parameters were read at stays on the chain, so a reorg that replaces a proposal reads again.
 */
export function readProposalTexts(
  services: ApiServices,
  proposal: GovernanceProposalModel,
): Promise<ProposalTexts> {
  const { texts } = services.governance;
  let read = texts.get(proposal);
  if (read === undefined) {
    const own = { address: proposal.contract, abi: governanceProposalArtifact.abi } as const;
    const loading = Promise.all([
      services.chain.readContract({ ...own, functionName: 'name' }),
      services.chain.readContract({ ...own, functionName: 'description' }),
    ]).then(([name, description]) => ({ name, description }));
    // A failed read must not be kept.
    loading.catch(() => {
      if (texts.get(proposal) === loading) texts.delete(proposal);
    });
    texts.set(proposal, loading);
    read = loading;
  }
  return read;
}
