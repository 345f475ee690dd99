import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { apiError, fakeTransport } from '../../../shared/test/fakeTransport.ts';
import { sortProposals } from '../list/sortProposals.ts';
import { fetchPageVotes, fetchProposalsPage, PROPOSALS_PAGE_SIZE } from './fetchProposalsPage.ts';
import { governanceQueries } from './governanceQueries.ts';

let transport = fakeTransport({});
vi.mock('../../../shared/network/transportFor.ts', () => ({ transportFor: () => transport }));
const NETWORK = { id: 'test' } as unknown as AppNetwork;

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const GOV = '0x7C3b85a71E4FcE1209a81d67F1AF46B5a068770E';
const V1 = '0x1111111111111111111111111111111111111111';
const V2 = '0x2222222222222222222222222222222222222222';
const hex = (n: number | bigint) => `0x${n.toString(16)}`;

function proposal(id: number, votes: bigint, status = 0) {
  return {
    cursor: hex(id),
    proposal: {
      id: hex(id),
      name: `P${id}`,
      contract: GOV,
      governanceId: GOV,
      options: ['Yes', 'No'],
      state: {
        isResolved: status === 1,
        status: hex(status),
        winnerId: status === 1 ? '0x0' : null,
        votes: hex(votes),
      },
      totalWeight: hex(1000n),
      votingStarts: hex(id * 10),
      votingMayEnd: hex(id * 10 + 5),
      votingMustEnd: hex(id * 10 + 9),
    },
  };
}

function page(delegations: string[], ids: number[], hasNext: boolean) {
  return {
    govContracts: [{ address: GOV, canVote: delegations.length > 0, delegationsBy: delegations }],
    govProposals: {
      totalCount: hex(ids.length),
      pageInfo: { first: hex(ids[0] ?? 0), last: hex(ids.at(-1) ?? 0), hasNext, hasPrevious: false },
      edges: ids.map((id) => proposal(id, BigInt(id))),
    },
  };
}

describe('fetchProposalsPage (docs/governance.md#proposals-list)', () => {
  it('asks for a page of 40 and the votes of the whole page in one aliased request', async () => {
    const transport = fakeTransport({
      governanceProposalsPage: () => page([V1, V2], [3, 2, 1], true),
      governanceVotes: () => ({
        p0: { proposal: { v0: { weight: '0x5', choices: ['0x1', '0x0'] }, v1: null } },
        p1: { proposal: { v0: null, v1: null } },
        p2: {
          proposal: {
            v0: { weight: '0x5', choices: ['0x1', '0x0'] },
            v1: { weight: '0x1', choices: ['0x0', '0x0'] },
          },
        },
      }),
    });
    const result = await fetchProposalsPage(transport, ALICE, undefined);
    expect(transport.calls.map((c) => c.operationName)).toEqual(['GovernanceProposalsPage']);
    const voted = await fetchPageVotes(transport, ALICE, result);
    expect(transport.calls.map((c) => c.operationName)).toEqual([
      'GovernanceProposalsPage',
      'GovernanceVotes',
    ]);
    expect(transport.calls[0]?.variables).toMatchObject({
      from: ALICE,
      count: PROPOSALS_PAGE_SIZE,
      cursor: null,
    });
    expect(result.rows.map((r) => [r.id, voted[r.key], r.delegatedTo.length])).toEqual([
      [3n, 1, 2],
      [2n, 0, 2],
      [1n, 2, 2],
    ]);
    expect(result.next).toBe('0x1');
    expect(result.rows[0]?.key).toBe(`${GOV.toLowerCase()}:3`);
  });

  it('sends no votes request without delegations, and has no next page at the end', async () => {
    const transport = fakeTransport({ governanceProposalsPage: () => page([], [2, 1], false) });
    const result = await fetchProposalsPage(transport, ALICE, '0x3');
    expect(await fetchPageVotes(transport, ALICE, result)).toEqual({});
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0]?.variables).toMatchObject({ cursor: '0x3' });
    expect(result.rows.every((r) => r.delegatedTo.length === 0)).toBe(true);
    expect(result.next).toBeUndefined();
  });

  it('fails with the API error', async () => {
    const transport = fakeTransport({
      governanceProposalsPage: () => {
        throw apiError('governance contract unavailable');
      },
    });
    await expect(fetchProposalsPage(transport, ALICE, undefined)).rejects.toThrow(
      'governance contract unavailable',
    );
  });
});

describe('governanceQueries.proposals (docs/governance.md#proposals-list)', () => {
  it("sends a page's votes request as soon as the page is in, before anything renders it, and only once", async () => {
    let answerVotes: (data: unknown) => void = () => {};
    transport = fakeTransport({
      governanceProposalsPage: () => page([V1], [2, 1], false),
      governanceVotes: () =>
        new Promise((resolve) => {
          answerVotes = resolve;
        }),
    });
    const client = new QueryClient();
    const data = await client.fetchInfiniteQuery(governanceQueries.proposals(NETWORK, ALICE));
    // The page is in and nothing has rendered it: its votes are already on the way.
    expect(transport.calls.map((c) => c.operationName)).toEqual([
      'GovernanceProposalsPage',
      'GovernanceVotes',
    ]);
    const first = data.pages[0];
    if (!first) throw new Error('no page');
    const votes = governanceQueries.pageVotes(NETWORK, ALICE, first);
    expect(client.getQueryState(votes.queryKey)?.fetchStatus).toBe('fetching');
    answerVotes({
      p0: { proposal: { v0: { weight: '0x5', choices: ['0x1', '0x0'] } } },
      p1: { proposal: { v0: null } },
    });
    expect(await client.fetchQuery(votes)).toEqual({
      [`${GOV.toLowerCase()}:2`]: 1,
      [`${GOV.toLowerCase()}:1`]: 0,
    });
    // Showing the page later asks for nothing more.
    expect(await client.fetchQuery(votes)).toEqual({
      [`${GOV.toLowerCase()}:2`]: 1,
      [`${GOV.toLowerCase()}:1`]: 0,
    });
    expect(transport.calls).toHaveLength(2);
  });
});

describe('sortProposals (docs/governance.md#proposals-list)', () => {
  it('sorts by the saved column and keeps the API order on ties; an unknown column falls back to start', async () => {
    const transport = fakeTransport({ governanceProposalsPage: () => page([], [3, 1, 2], false) });
    const { rows } = await fetchProposalsPage(transport, ALICE, undefined);
    expect(sortProposals(rows, { sortBy: 'id', direction: 'asc' }).map((r) => r.id)).toEqual([1n, 2n, 3n]);
    expect(sortProposals(rows, { sortBy: 'votes', direction: 'desc' }).map((r) => r.id)).toEqual([
      3n,
      2n,
      1n,
    ]);
    expect(sortProposals(rows, { sortBy: 'state', direction: 'asc' }).map((r) => r.id)).toEqual([3n, 1n, 2n]);
    expect(sortProposals(rows, { sortBy: 'nonsense', direction: 'asc' }).map((r) => r.id)).toEqual([
      1n,
      2n,
      3n,
    ]);
  });
});
