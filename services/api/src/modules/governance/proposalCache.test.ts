import { governanceArtifact, sendTx } from '@fantom-wallet/contracts';
import { type Address, stringToHex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backends } from '../../../test/backends.ts';
import { gql } from '../../../test/gql.ts';
import { type Stack, startStack } from '../../../test/startStack.ts';

interface Listed {
  id: string;
  name: string;
  options: string[];
  votingStarts: string;
  votingMustEnd: string;
}

const listQuery = `query { govProposals(count: 250) { totalCount edges { proposal {
  id name options votingStarts votingMustEnd } } } }`;

// Proposal parameters are kept across blocks; a revert below the block they were read at must drop them, also when
// the chain then grows past the old head and the same id is created again with other parameters.
describe.each(backends())('governance: proposal parameters kept across blocks on $name', ({ options }) => {
  let stack: Stack;
  let governance: Address;
  let owner: Address;
  const list = async () => {
    const result = await gql<{ govProposals: { totalCount: string; edges: { proposal: Listed }[] } }>(
      stack.api.url,
      listQuery,
    );
    expect(result.errors).toBeUndefined();
    return result.data?.govProposals as { totalCount: string; edges: { proposal: Listed }[] };
  };
  /** The list as the contract holds it now, in the API's order. */
  const expected = async () => {
    const read = { address: governance, abi: governanceArtifact.abi } as const;
    const last = await stack.clients.public.readContract({ ...read, functionName: 'lastProposalID' });
    const rows = [];
    for (let id = 1n; id <= last; id++) {
      const [, , , , , opts, , start, , maxEnd] = await stack.clients.public.readContract({
        ...read,
        functionName: 'proposalParams',
        args: [id],
      });
      rows.push({ id, start, maxEnd, optionCount: opts.length });
    }
    rows.sort((a, b) => (a.start === b.start ? (a.id > b.id ? -1 : 1) : a.start > b.start ? -1 : 1));
    return rows.map((r) => ({
      id: `0x${r.id.toString(16)}`,
      votingStarts: `0x${r.start.toString(16)}`,
      votingMustEnd: `0x${r.maxEnd.toString(16)}`,
      optionCount: r.optionCount,
    }));
  };
  const shape = (answer: { edges: { proposal: Listed }[] }) =>
    answer.edges.map(({ proposal }) => ({
      id: proposal.id,
      votingStarts: proposal.votingStarts,
      votingMustEnd: proposal.votingMustEnd,
      optionCount: proposal.options.length,
    }));
  const propose = async (name: string, choices: string[], startIn: bigint) => {
    const now = (await stack.clients.public.getBlock()).timestamp;
    await sendTx(stack.clients, {
      address: governance,
      abi: governanceArtifact.abi,
      from: owner,
      functionName: 'createProposal',
      args: [
        {
          name,
          description: `${name}, for the cache test`,
          options: choices.map((o) => stringToHex(o, { size: 32 })),
          opinionScales: [0n, 1n, 2n, 3n, 4n],
          minVotes: 10n ** 18n / 2n,
          minAgreement: 10n ** 18n / 2n,
          votingStartTime: now + startIn,
          votingMinEndTime: now + startIn + 86_400n,
          votingMaxEndTime: now + startIn + 7n * 86_400n,
          executable: false,
        },
      ],
    });
  };
  /**
   * Waits until the API answers what the chain holds: its per-block caches follow the head it polls. Parameters
   * kept from a dropped branch would never match: the test then fails on its own time limit.
   */
  const settled = async () => {
    await stack.synced();
    const want = JSON.stringify(await expected());
    while (JSON.stringify(shape(await list())) !== want)
      await new Promise((resolve) => setTimeout(resolve, 25));
  };

  beforeAll(async () => {
    stack = await startStack(inject('snapshotFile'), await options());
    const { contracts } = stack.devnet.deployment;
    if (contracts.governance === undefined) throw new Error('the snapshot has no governance');
    governance = contracts.governance;
    owner = stack.devnet.deployment.owner;
  });
  afterAll(() => stack?.stop());

  it('a new proposal is added; a revert drops what it held, also past the old head with the same id reused', async () => {
    const before = await list();
    expect(shape(before)).toEqual(await expected());
    const snapshot = await stack.rpc<string>('evm_snapshot');

    await propose('Kept across blocks', ['Yes', 'No'], 3_600n);
    await settled();
    const added = await list();
    expect(BigInt(added.totalCount)).toBe(BigInt(before.totalCount) + 1n);
    expect(added.edges.some(({ proposal }) => proposal.name === 'Kept across blocks')).toBe(true);
    expect(shape(added)).toEqual(await expected());
    const headBefore = Number(await stack.rpc<string>('eth_blockNumber'));

    // Back below the block the parameters were read at, the same id created again with other parameters, and
    // the chain grown past the old head before the API looks again.
    await stack.rpc('evm_revert', [snapshot]);
    await propose('Created again', ['A', 'B', 'C'], 7_200n);
    while (Number(await stack.rpc<string>('eth_blockNumber')) <= headBefore + 2)
      await stack.rpc('evm_mine', []);
    await settled();
    const again = await list();
    expect(again.totalCount).toBe(added.totalCount);
    expect(again.edges.some(({ proposal }) => proposal.name === 'Kept across blocks')).toBe(false);
    const reused = again.edges.find(({ proposal }) => proposal.name === 'Created again')?.proposal;
    expect(reused?.options).toEqual(['A', 'B', 'C']);
    expect(shape(again)).toEqual(await expected());
  });

  it('lastProposalID shrinking (a revert to before the newest proposals) drops them', async () => {
    const before = await list();
    const snapshot = await stack.rpc<string>('evm_snapshot');
    await propose('Dropped one', ['Yes', 'No'], 600n);
    await propose('Dropped two', ['Yes', 'No'], 1_200n);
    await settled();
    expect(BigInt((await list()).totalCount)).toBe(BigInt(before.totalCount) + 2n);
    await stack.rpc('evm_revert', [snapshot]);
    await stack.rpc('evm_mine', []);
    await settled();
    const after = await list();
    expect(after.totalCount).toBe(before.totalCount);
    expect(shape(after)).toEqual(shape(before));
    expect(shape(after)).toEqual(await expected());
  });
});
