import { governanceArtifact } from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import { BlockCache } from '../../chain/BlockCache.ts';
import { ApiError } from '../../errors/ApiError.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { ApiModule } from '../ApiModule.ts';
import { createGovernanceIndexer } from './createGovernanceIndexer.ts';
import { delegationsBy } from './delegationsBy.ts';
import type { GovernanceServices } from './GovernanceServices.ts';
import { GovernanceStore } from './GovernanceStore.ts';
import { findGovernance, governanceContracts } from './governanceContracts.ts';
import type { GovernanceContractModel } from './models/GovernanceContractModel.ts';
import type { GovernanceProposalModel } from './models/GovernanceProposalModel.ts';
import { proposalList } from './proposalList.ts';
import { readProposalDetails, readProposalTexts } from './readProposalDetails.ts';
import { readProposals } from './readProposals.ts';
import { readTotalWeight } from './readVotingPower.ts';

const statusResolved = 1n;

function governanceOf(services: ApiServices, proposal: GovernanceProposalModel): GovernanceContractModel {
  const found = findGovernance(services, proposal.governanceId);
  if (found === null)
    throw new ApiError('NOT_FOUND', `governance ${proposal.governanceId} is not configured`);
  return found;
}

async function readOptionState(services: ApiServices, proposal: GovernanceProposalModel, optionId: bigint) {
  const [votes, agreementRatio, agreement] = await services.chain.readContract({
    address: proposal.governanceId,
    abi: governanceArtifact.abi,
    functionName: 'proposalOptionState',
    args: [proposal.id, optionId],
  });
  return { optionId, votes, agreement, agreementRatio };
}

/** Governance contracts, their proposals (live reads, cached per block), option states, votes and voting rights. */
export const governanceModule: ApiModule = {
  name: 'governance',
  migrations: new URL('./migrations/', import.meta.url),
  services: ({ db, heads }): { governance: GovernanceServices } => ({
    governance: {
      store: new GovernanceStore(db),
      proposals: new BlockCache(heads),
      known: new Map(),
      details: new BlockCache(heads),
      texts: new WeakMap(),
      amounts: new BlockCache(heads),
    },
  }),
  indexer: ({ config }) =>
    createGovernanceIndexer(config.contracts.governance === undefined ? [] : [config.contracts.governance]),
  resolvers: {
    Query: {
      govContracts: (_parent, _args, services) => {
        const contracts = governanceContracts(services);
        // As the public API: an error, not an empty list, when the network has no governance.
        if (contracts.length === 0) throw new ApiError('NOT_FOUND', 'no governance contracts configured');
        return contracts;
      },
      govContract: (_parent, { address }, services) => findGovernance(services, address),
      govProposals: (_parent, { cursor, count, activeOnly }, services) =>
        proposalList(services, governanceContracts(services), {
          cursor: cursor ?? null,
          count,
          activeOnly: activeOnly ?? false,
        }),
    },
    GovernanceContract: {
      totalProposals: async (contract, _args, services) =>
        BigInt((await readProposals(services, contract)).length),
      proposals: (contract, { cursor, count, activeOnly }, services) =>
        proposalList(services, [contract], {
          cursor: cursor ?? null,
          count,
          activeOnly: activeOnly ?? false,
        }),
      proposal: async (contract, { id }, services) =>
        (await readProposals(services, contract)).find((proposal) => proposal.id === id) ?? null,
      delegationsBy: (_contract, { from }, services) => delegationsBy(services, from),
      canVote: async (_contract, { from }, services) => (await delegationsBy(services, from)).length > 0,
      proposalFee: (contract, _args, services) =>
        services.governance.amounts.get(`proposalFee:${contract.address}`, () =>
          services.chain.readContract({
            address: contract.address,
            abi: governanceArtifact.abi,
            functionName: 'proposalFee',
          }),
        ),
      totalVotingPower: (contract, _args, services) => readTotalWeight(services, contract.governable),
    },
    GovernanceProposal: {
      governance: (proposal, _args, services) => governanceOf(services, proposal),
      name: async (proposal, _args, services) => (await readProposalTexts(services, proposal)).name,
      description: async (proposal, _args, services) =>
        (await readProposalTexts(services, proposal)).description,
      // The public API's `isResolved` is status 1 exactly, and its winner exists only then.
      state: async (proposal, _args, services) => {
        const { status, votes, winnerOptionId } = await readProposalDetails(services, proposal);
        const isResolved = status === statusResolved;
        return { isResolved, winnerId: isResolved ? winnerOptionId : null, votes, status };
      },
      owner: async (proposal, _args, services) =>
        (await services.governance.store.creator(proposal.governanceId, proposal.id)) ??
        // Not indexed yet (created in the last block or two): only the governance's owner creates proposals here.
        services.chain
          .readContract({
            address: proposal.governanceId,
            abi: governanceArtifact.abi,
            functionName: 'owner',
          })
          .then((owner) => owner.toLowerCase() as Address),
      totalWeight: (proposal, _args, services) =>
        readTotalWeight(services, governanceOf(services, proposal).governable),
      // Per mille of the total weight, as the public API computes it.
      votedWeightRatio: async (proposal, _args, services) => {
        const [{ votes }, total] = await Promise.all([
          readProposalDetails(services, proposal),
          readTotalWeight(services, governanceOf(services, proposal).governable),
        ]);
        return total === 0n ? 0 : Number((votes * 1000n) / total);
      },
      optionStates: (proposal, _args, services) =>
        Promise.all(proposal.options.map((_, i) => readOptionState(services, proposal, BigInt(i)))),
      optionState: (proposal, { optionId }, services) =>
        optionId < 0n || optionId >= BigInt(proposal.options.length)
          ? null
          : readOptionState(services, proposal, optionId),
      vote: async (proposal, { from, delegatedTo }, services) => {
        const through = delegatedTo ?? from;
        const [weight, choices] = await services.chain.readContract({
          address: proposal.governanceId,
          abi: governanceArtifact.abi,
          functionName: 'getVote',
          args: [from, through, proposal.id],
        });
        // No vote through this delegation: null, not an empty vote.
        if (choices.length === 0) return null;
        return {
          governanceId: proposal.governanceId,
          proposalId: proposal.id,
          from,
          delegatedTo: delegatedTo ?? null,
          weight,
          choices: [...choices],
        };
      },
    },
  },
};
