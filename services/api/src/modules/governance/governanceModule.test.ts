import {
  governanceArtifact,
  governanceProposalArtifact,
  sfcGovernableArtifact,
  waitForReceipt,
} from '@fantom-wallet/contracts';
import { type Address, getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backends } from '../../../test/backends.ts';
import { gql } from '../../../test/gql.ts';
import { type Stack, startStack } from '../../../test/startStack.ts';

const hex = (value: bigint | number): string => `0x${value.toString(16)}`;

interface ProposalAnswer {
  id: string;
  governanceId: string;
  name: string;
  description: string;
  contract: string;
  owner: string;
  proposalType: string;
  isExecutable: boolean;
  minVotes: string;
  minAgreement: string;
  totalWeight: string;
  votedWeightRatio: number;
  opinionScales: string[];
  options: string[];
  votingStarts: string;
  votingMayEnd: string;
  votingMustEnd: string;
  state: { isResolved: boolean; winnerId: string | null; votes: string; status: string };
}

const proposalFields =
  'id governanceId name description contract owner proposalType isExecutable minVotes minAgreement totalWeight votedWeightRatio opinionScales options votingStarts votingMayEnd votingMustEnd state { isResolved winnerId votes status }';

interface PageAnswer {
  totalCount: string;
  pageInfo: { first: string | null; last: string | null; hasNext: boolean; hasPrevious: boolean };
  edges: { cursor: string; proposal: ProposalAnswer }[];
}

const pageQuery = `query($cursor: Cursor, $count: Int!, $activeOnly: Boolean) {
  govProposals(cursor: $cursor, count: $count, activeOnly: $activeOnly) {
    totalCount pageInfo { first last hasNext hasPrevious } edges { cursor proposal { ${proposalFields} } }
  }
}`;

describe.each(backends())(
  'governance: contracts, proposals, votes (against contract reads) on $name',
  ({ options }) => {
    let stack: Stack;
    let governance: Address;
    let governable: Address;
    let alice: Address;
    let validator1: Address;
    const read = <T>(functionName: string, args: readonly unknown[] = [], address: Address = governance) =>
      stack.clients.public.readContract({
        address,
        abi: governanceArtifact.abi,
        functionName,
        args,
      } as never) as Promise<T>;
    const page = async (variables: Record<string, unknown>) => {
      const result = await gql<{ govProposals: PageAnswer }>(stack.api.url, pageQuery, variables);
      expect(result.errors).toBeUndefined();
      return result.data?.govProposals as PageAnswer;
    };

    beforeAll(async () => {
      stack = await startStack(inject('snapshotFile'), await options());
      const { contracts, accounts, validators } = stack.devnet.deployment;
      if (contracts.governance === undefined || contracts.governable === undefined)
        throw new Error('the snapshot has no governance');
      governance = contracts.governance;
      governable = contracts.governable;
      alice = accounts.find((a) => a.role === 'alice')?.address as Address;
      validator1 = validators[0]?.auth as Address;
    });
    afterAll(() => stack?.stop());

    it('govContracts lists the configured contract with its proposal count, fee and voting power', async () => {
      const { data, errors } = await gql<{ govContracts: Record<string, unknown>[] }>(
        stack.api.url,
        '{ govContracts { name address totalProposals proposalFee totalVotingPower } }',
      );
      expect(errors).toBeUndefined();
      const total = await stack.clients.public.readContract({
        address: governable,
        abi: sfcGovernableArtifact.abi,
        functionName: 'getTotalWeight',
      });
      expect(data?.govContracts).toEqual([
        {
          name: 'Core and SFC',
          address: governance.toLowerCase(),
          totalProposals: hex(await read<bigint>('lastProposalID')),
          proposalFee: hex(await read<bigint>('proposalFee')),
          totalVotingPower: hex(total),
        },
      ]);
      const unknown = await gql<{ govContract: null }>(
        stack.api.url,
        `{ govContract(address: "${alice}") { name } }`,
      );
      expect(unknown).toEqual({ data: { govContract: null } });
    });

    it('govProposals pages all proposals newest votingStarts first, with exclusive cursors and page-local pageInfo', async () => {
      const last = await read<bigint>('lastProposalID');
      const first = await page({ count: 40 });
      expect(first.totalCount).toBe(hex(last));
      expect(first.edges).toHaveLength(Math.min(40, Number(last)));
      expect(first.pageInfo).toEqual({
        first: first.edges[0]?.cursor,
        last: first.edges.at(-1)?.cursor,
        hasNext: Number(last) > 40,
        hasPrevious: false,
      });
      const second = await page({ count: 40, cursor: first.pageInfo.last });
      expect(second.edges).toHaveLength(Number(last) - 40);
      expect(second.pageInfo).toMatchObject({
        hasNext: false,
        hasPrevious: true,
        first: second.edges[0]?.cursor,
      });
      const all = [...first.edges, ...second.edges];
      // Every proposal once, none repeated across the page boundary.
      expect(new Set(all.map((e) => BigInt(e.proposal.id))).size).toBe(Number(last));
      const starts = all.map((e) => BigInt(e.proposal.votingStarts));
      expect(starts).toEqual([...starts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
      for (const edge of all) expect(edge.cursor).toBe(getAddress(edge.proposal.contract));
      // Back from the second page's first item: the 5 items just before it, newest first.
      const back = await page({ count: -5, cursor: second.pageInfo.first });
      expect(back.edges.map((e) => e.proposal.id)).toEqual(first.edges.slice(-5).map((e) => e.proposal.id));
      expect(back.pageInfo).toMatchObject({ hasNext: true, hasPrevious: true });
    });

    it('an unknown or malformed cursor is an INVALID_ARGUMENT error; a negative count without cursor starts at the oldest', async () => {
      const result = await gql(stack.api.url, pageQuery, {
        count: 5,
        cursor: '0x0000000000000000000000000000000000000001',
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
      expect(result.errors?.[0]?.message).toMatch(/unknown cursor/);
      const oldest = await page({ count: -3 });
      const everything = await page({ count: 250 });
      expect(oldest.edges.map((e) => e.proposal.id)).toEqual(
        everything.edges.slice(-3).map((e) => e.proposal.id),
      );
      expect(oldest.pageInfo).toMatchObject({ hasNext: false, hasPrevious: true });
    });

    it('every proposal field equals the contract reads; isResolved is status 1 and only then has a winner', async () => {
      const { edges } = await page({ count: 250 });
      const totalWeight = await stack.clients.public.readContract({
        address: governable,
        abi: sfcGovernableArtifact.abi,
        functionName: 'getTotalWeight',
      });
      const statuses = new Set<string>();
      for (const { proposal } of edges) {
        const id = BigInt(proposal.id);
        const [pType, executable, minVotes, minAgreement, scales, options, contract, start, minEnd, maxEnd] =
          await read<
            readonly [
              bigint,
              number,
              bigint,
              bigint,
              readonly bigint[],
              readonly `0x${string}`[],
              Address,
              bigint,
              bigint,
              bigint,
            ]
          >('proposalParams', [id]);
        const [winner, votes, status] = await read<readonly [bigint, bigint, bigint]>('proposalState', [id]);
        const own = { address: contract, abi: governanceProposalArtifact.abi } as const;
        statuses.add(proposal.state.status);
        expect(proposal).toEqual({
          id: hex(id),
          governanceId: governance.toLowerCase(),
          name: await stack.clients.public.readContract({ ...own, functionName: 'name' }),
          description: await stack.clients.public.readContract({ ...own, functionName: 'description' }),
          contract: contract.toLowerCase(),
          owner: stack.devnet.deployment.owner.toLowerCase(),
          proposalType: hex(pType),
          isExecutable: executable !== 0,
          minVotes: hex(minVotes),
          minAgreement: hex(minAgreement),
          totalWeight: hex(totalWeight),
          votedWeightRatio: Number((votes * 1000n) / totalWeight),
          opinionScales: scales.map(hex),
          options: options.map((o) => Buffer.from(o.slice(2), 'hex').toString('utf8').replace(/\0+$/, '')),
          votingStarts: hex(start),
          votingMayEnd: hex(minEnd),
          votingMustEnd: hex(maxEnd),
          state: {
            isResolved: status === 1n,
            winnerId: status === 1n ? hex(winner) : null,
            votes: hex(votes),
            status: hex(status),
          },
        });
      }
      // The seed leaves proposals in every status.
      expect([...statuses].sort()).toEqual(['0x0', '0x1', '0x2', '0x4', '0x8']);
    });

    it('activeOnly keeps the proposals whose voting runs now', async () => {
      const now = (await stack.clients.public.getBlock()).timestamp;
      const everything = await page({ count: 250 });
      const active = await page({ count: 250, activeOnly: true });
      const expected = everything.edges.filter(
        (e) => BigInt(e.proposal.votingStarts) < now && now < BigInt(e.proposal.votingMustEnd),
      );
      expect(active.edges.map((e) => e.proposal.id)).toEqual(expected.map((e) => e.proposal.id));
      expect(active.totalCount).toBe(hex(expected.length));
      expect(expected.length).toBeGreaterThan(0);
    });

    it('proposal(id), option states and votes answer from the contract; unknown ids and options are null', async () => {
      const { proposals } = stack.devnet.deployment;
      const voted = BigInt(proposals?.openVoted[0] ?? 0);
      const { data, errors } = await gql<{
        govContract: {
          proposal: {
            optionStates: { optionId: string; votes: string; agreement: string; agreementRatio: string }[];
            first: { optionId: string } | null;
            beyond: null;
            byValidator: {
              from: string;
              delegatedTo: string | null;
              weight: string;
              choices: string[];
            } | null;
            byAlice: null;
          };
          unknown: null;
          zero: null;
        };
      }>(
        stack.api.url,
        `query($g: Address!, $id: BigInt!, $v: Address!, $a: Address!) { govContract(address: $g) {
        proposal(id: $id) {
          optionStates { optionId votes agreement agreementRatio }
          first: optionState(optionId: "0x0") { optionId }
          beyond: optionState(optionId: "0x63") { optionId }
          byValidator: vote(from: $v) { from delegatedTo weight choices }
          byAlice: vote(from: $a, delegatedTo: $v) { weight }
        }
        unknown: proposal(id: "0x3e8") { id }
        zero: proposal(id: "0x0") { id }
      } }`,
        { g: governance, id: hex(voted), v: validator1, a: alice },
      );
      expect(errors).toBeUndefined();
      const proposal = data?.govContract.proposal;
      const [, , , , , options] = await read<readonly unknown[]>('proposalParams', [voted]);
      expect(proposal?.optionStates).toHaveLength((options as unknown[]).length);
      for (const [i, state] of (proposal?.optionStates ?? []).entries()) {
        const [votes, agreementRatio, agreement] = await read<readonly [bigint, bigint, bigint]>(
          'proposalOptionState',
          [voted, BigInt(i)],
        );
        expect(state).toEqual({
          optionId: hex(i),
          votes: hex(votes),
          agreement: hex(agreement),
          agreementRatio: hex(agreementRatio),
        });
      }
      expect(proposal?.first).toEqual({ optionId: '0x0' });
      expect(proposal?.beyond).toBeNull();
      const [weight, choices] = await read<readonly [bigint, readonly bigint[]]>('getVote', [
        validator1,
        validator1,
        voted,
      ]);
      expect(weight).toBeGreaterThan(0n);
      expect(proposal?.byValidator).toEqual({
        from: validator1.toLowerCase(),
        delegatedTo: null,
        weight: hex(weight),
        choices: choices.map(hex),
      });
      expect(proposal?.byAlice).toBeNull();
      expect(data?.govContract.unknown).toBeNull();
      expect(data?.govContract.zero).toBeNull();
    });

    it("canVote and delegationsBy follow the account's active delegations; alice's vote shows up in the next block", async () => {
      const stranger = '0x00000000000000000000000000000000000000aa';
      const rights = async (from: string) =>
        (
          await gql<{ govContract: { canVote: boolean; delegationsBy: string[] } }>(
            stack.api.url,
            'query($g: Address!, $f: Address!) { govContract(address: $g) { canVote(from: $f) delegationsBy(from: $f) } }',
            { g: governance, f: from },
          )
        ).data?.govContract;
      const aliceRights = await rights(alice);
      expect(aliceRights?.canVote).toBe(true);
      expect(aliceRights?.delegationsBy).toContain(validator1.toLowerCase());
      expect(await rights(stranger)).toEqual({ canVote: false, delegationsBy: [] });
      // A validator votes through its own self-delegation.
      expect((await rights(validator1))?.delegationsBy).toContain(validator1.toLowerCase());

      const open = BigInt(stack.devnet.deployment.proposals?.openUnvoted[1] ?? 0);
      const [, , , , , options] = await read<readonly unknown[]>('proposalParams', [open]);
      const choices = (options as unknown[]).map(() => 1n);
      const voteQuery = `query($g: Address!, $id: BigInt!, $a: Address!, $v: Address!) { govContract(address: $g) {
      proposal(id: $id) { state { votes } vote(from: $a, delegatedTo: $v) { weight choices } } } }`;
      const before = await gql<{ govContract: { proposal: { state: { votes: string }; vote: unknown } } }>(
        stack.api.url,
        voteQuery,
        { g: governance, id: hex(open), a: alice, v: validator1 },
      );
      expect(before.data?.govContract.proposal.vote).toBeNull();
      const hash = await stack.clients.wallet.writeContract({
        account: alice,
        address: governance,
        abi: governanceArtifact.abi,
        functionName: 'vote',
        args: [validator1, open, choices],
        chain: null,
      });
      await waitForReceipt(stack.clients.public, hash);
      // Reads are cached per block: the API answers for the new block once it has seen it.
      await stack.synced();
      const [weight] = await read<readonly [bigint, readonly bigint[]]>('getVote', [alice, validator1, open]);
      const [, votes] = await read<readonly [bigint, bigint, bigint]>('proposalState', [open]);
      const after = await gql<{ govContract: { proposal: { state: { votes: string }; vote: unknown } } }>(
        stack.api.url,
        voteQuery,
        { g: governance, id: hex(open), a: alice, v: validator1 },
      );
      expect(after.data?.govContract.proposal).toEqual({
        state: { votes: hex(votes) },
        vote: { weight: hex(weight), choices: choices.map(hex) },
      });
      expect(votes).toBeGreaterThan(BigInt(before.data?.govContract.proposal.state.votes ?? '0x0'));
    });
  },
);
