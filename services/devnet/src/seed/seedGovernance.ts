import {
  addresses,
  type Deployment,
  type DevChainClients,
  governanceArtifact,
  type SeededProposalState,
  sendTx,
} from '@fantom-wallet/contracts';
import { type Address, stringToHex } from 'viem';
import { governanceProposals, type ProposalSpec } from './governanceProposals.ts';

const DAY = 86_400n;
const PERCENT = 10n ** 16n;
const GOV = { address: addresses.governance, abi: governanceArtifact.abi } as const;
const scales = { 5: [0n, 1n, 2n, 3n, 4n], 3: [0n, 2n, 4n] } as const;

export type SeededProposals = Record<SeededProposalState, number[]>;

/**
 * Seeds governance with the proposals of governanceProposals.ts (over two pages of 40, in every state): creates
 * them with times relative to the chain's current time, casts the validators' votes (and one of alice's, through
 * validator 2), then resolves the finished ones and cancels the withdrawn ones. Needs the governance deploy step
 * and the validators of the core seed; alice delegates to validators 1, 2 and 4. Returns the ids by state.
 */
export async function seedGovernance(
  clients: DevChainClients,
  deployment: Pick<Deployment, 'owner' | 'accounts' | 'validators'>,
): Promise<SeededProposals> {
  const alice = deployment.accounts.find((a) => a.role === 'alice')?.address;
  if (alice === undefined) throw new Error('no alice account to seed governance with');
  const auth = (id: number): Address => {
    const v = deployment.validators.find((x) => x.id === id);
    if (v === undefined) throw new Error(`no validator ${id} to vote with`);
    return v.auth;
  };
  const now = (await clients.public.getBlock()).timestamp;
  const at = (days: number) => now + BigInt(days) * DAY;

  const seeded: SeededProposals = {
    openVoted: [],
    openUnvoted: [],
    notStarted: [],
    resolved: [],
    failed: [],
    canceled: [],
    executionExpired: [],
  };
  const owner = deployment.owner;
  let id = await clients.public.readContract({ ...GOV, functionName: 'lastProposalID' });
  for (const spec of governanceProposals) {
    id += 1n;
    await sendTx(clients, {
      ...GOV,
      from: owner,
      functionName: 'createProposal',
      args: [
        {
          name: spec.name,
          description: spec.description,
          options: spec.options.map((o) => stringToHex(o, { size: 32 })),
          opinionScales: scales[spec.levels],
          minVotes: BigInt(spec.minVotes) * PERCENT,
          minAgreement: BigInt(spec.minAgreement) * PERCENT,
          votingStartTime: at(spec.start),
          votingMinEndTime: at(spec.minEnd),
          votingMaxEndTime: at(spec.maxEnd),
          executable: spec.executable ?? false,
        },
      ],
    });
    for (const vote of spec.votes) {
      const validator = auth(vote.validator);
      await sendTx(clients, {
        ...GOV,
        from: vote.byAlice ? alice : validator,
        functionName: 'vote',
        args: [validator, id, choices(spec, vote.favours)],
      });
    }
    await settle(clients, owner, spec, id);
    seeded[spec.state].push(Number(id));
  }
  return seeded;
}

/** The top opinion level for the favoured option, the lowest for the others. */
function choices(spec: ProposalSpec, favours: number): bigint[] {
  const top = BigInt(spec.levels === 5 ? 4 : 2);
  return spec.options.map((_, i) => (i === favours ? top : 0n));
}

async function settle(
  clients: DevChainClients,
  owner: Address,
  spec: ProposalSpec,
  id: bigint,
): Promise<void> {
  const expected = { resolved: 1n, failed: 2n, canceled: 4n, executionExpired: 8n } as const;
  if (spec.state === 'canceled') {
    await sendTx(clients, { ...GOV, from: owner, functionName: 'cancelProposal', args: [id] });
  } else if (spec.state === 'resolved' || spec.state === 'failed' || spec.state === 'executionExpired') {
    await sendTx(clients, { ...GOV, from: owner, functionName: 'resolve', args: [id] });
  } else {
    return;
  }
  const [, , status] = await clients.public.readContract({
    ...GOV,
    functionName: 'proposalState',
    args: [id],
  });
  if (status !== expected[spec.state]) {
    throw new Error(`proposal ${id} (${spec.name}) ended with status ${status}, expected ${spec.state}`);
  }
}
