import { type Address, type Hex, stringToHex } from 'viem';
import { addresses } from '../src/addresses.ts';
import { coreDeploySteps } from '../src/deploy/coreDeploySteps.ts';
import { governanceDeploySteps } from '../src/deploy/governanceDeploySteps.ts';
import { sendTx } from '../src/deploy/sendTx.ts';
import { governanceArtifact } from '../src/generated/governanceArtifact.ts';
import { sfcGovernableArtifact } from '../src/generated/sfcGovernableArtifact.ts';
import type { TestChain } from './startTestChain.ts';

export const governanceChainSteps = [...coreDeploySteps, ...governanceDeploySteps];
export const GOV = { address: addresses.governance, abi: governanceArtifact.abi } as const;
export const GOVERNABLE = { address: addresses.governable, abi: sfcGovernableArtifact.abi } as const;
export const E18 = 10n ** 18n;

export interface ProposalInput {
  name: string;
  description: string;
  options: readonly Hex[];
  opinionScales: readonly bigint[];
  minVotes: bigint;
  minAgreement: bigint;
  votingStartTime: bigint;
  votingMinEndTime: bigint;
  votingMaxEndTime: bigint;
  executable: boolean;
}

/** Small wrappers so each governance test reads as the story it checks. */
export function governanceHelpers(chain: TestChain) {
  const { clients } = chain;
  const read = clients.public;
  return {
    async now(): Promise<bigint> {
      return (await read.getBlock()).timestamp;
    },
    /** A proposal starting now with sensible defaults; `over` changes any field. */
    async propose(over: Partial<ProposalInput> = {}): Promise<bigint> {
      const now = (await read.getBlock()).timestamp;
      const input: ProposalInput = {
        name: 'Raise the gas limit',
        description: 'Plain text',
        options: ['Yes', 'No', 'Later'].map((o) => stringToHex(o, { size: 32 })),
        opinionScales: [0n, 1n, 2n, 3n, 4n],
        minVotes: E18 / 2n,
        minAgreement: E18 / 2n,
        votingStartTime: now,
        votingMinEndTime: now + 86_400n,
        votingMaxEndTime: now + 7n * 86_400n,
        executable: false,
        ...over,
      };
      await sendTx(clients, { ...GOV, from: chain.owner, functionName: 'createProposal', args: [input] });
      return read.readContract({ ...GOV, functionName: 'lastProposalID' });
    },
    vote: (from: Address, delegatedTo: Address, id: bigint, choices: readonly bigint[]) =>
      sendTx(clients, { ...GOV, from, functionName: 'vote', args: [delegatedTo, id, choices] }),
    cancelVote: (from: Address, delegatedTo: Address, id: bigint) =>
      sendTx(clients, { ...GOV, from, functionName: 'cancelVote', args: [delegatedTo, id] }),
    resolve: (id: bigint, from: Address = chain.owner) =>
      sendTx(clients, { ...GOV, from, functionName: 'resolve', args: [id] }),
    async getVote(from: Address, delegatedTo: Address, id: bigint): Promise<bigint> {
      const [weight] = await read.readContract({
        ...GOV,
        functionName: 'getVote',
        args: [from, delegatedTo, id],
      });
      return weight;
    },
    async state(id: bigint): Promise<{ winner: bigint; votes: bigint; status: bigint }> {
      const [winner, votes, status] = await read.readContract({
        ...GOV,
        functionName: 'proposalState',
        args: [id],
      });
      return { winner, votes, status };
    },
    option: (id: bigint, option: bigint) =>
      read.readContract({ ...GOV, functionName: 'proposalOptionState', args: [id, option] }),
    async increaseTime(seconds: bigint): Promise<void> {
      await clients.test.increaseTime({ seconds: Number(seconds) });
      await clients.test.mine({ blocks: 1 });
    },
  };
}
