import { governanceArtifact } from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { GovernanceContractModel } from './models/GovernanceContractModel.ts';
import type { GovernanceProposalModel } from './models/GovernanceProposalModel.ts';
import { optionName } from './optionName.ts';

/** Newest `votingStarts` first; the higher id first among proposals that start together. */
export function byVotingStartsDesc(a: GovernanceProposalModel, b: GovernanceProposalModel): number {
  if (a.votingStarts !== b.votingStarts) return a.votingStarts > b.votingStarts ? -1 : 1;
  if (a.governanceId !== b.governanceId) return a.governanceId < b.governanceId ? -1 : 1;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

/**
 * Every proposal of one governance contract (ids 1…`lastProposalID`), newest `votingStarts` first: the public
 * server loops over them on each request too; here the parameters are read once per block, in one batch.
 */
export function readProposals(
  services: ApiServices,
  governance: GovernanceContractModel,
): Promise<GovernanceProposalModel[]> {
  return services.governance.proposals.get(governance.address, async () => {
    const contract = { address: governance.address, abi: governanceArtifact.abi } as const;
    const last = await services.chain.readContract({ ...contract, functionName: 'lastProposalID' });
    const ids = Array.from({ length: Number(last) }, (_, i) => BigInt(i + 1));
    const params = await Promise.all(
      ids.map((id) =>
        services.chain.readContract({ ...contract, functionName: 'proposalParams', args: [id] }),
      ),
    );
    return ids
      .map((id, i): GovernanceProposalModel => {
        const [
          pType,
          executable,
          minVotes,
          minAgreement,
          scales,
          options,
          proposalContract,
          start,
          minEnd,
          maxEnd,
        ] = params[i] as (typeof params)[number];
        return {
          governanceId: governance.address,
          id,
          contract: proposalContract.toLowerCase() as Address,
          proposalType: pType,
          isExecutable: executable !== 0,
          minVotes,
          minAgreement,
          opinionScales: [...scales],
          options: options.map(optionName),
          votingStarts: start,
          votingMayEnd: minEnd,
          votingMustEnd: maxEnd,
        };
      })
      .sort(byVotingStartsDesc);
  });
}
