import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { request } from '../operations/request.ts';
import type { GraphQLRequest } from '../transport/createTransport.ts';
import { governanceVotesQuery, readGovernanceVotes } from './governanceVotesQuery.ts';

const publicSubset = buildSchema(
  readFileSync(new URL('../../../../services/api/schema/fantom-api-subset.sdl', import.meta.url), 'utf8'),
);
const governance = '0x7f9c0d6e4a2f5b1b5e8d1f4c8a2b3c4d5e6f7a8b';
const alice = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const stakers = [
  '0x0000000000000000000000000000000000000001',
  '0x0000000000000000000000000000000000000002',
  '0x0000000000000000000000000000000000000003',
] as const;
const page = Array.from({ length: 40 }, (_, i) => ({ governanceId: governance, id: BigInt(i + 1) }) as const);

describe('governanceVotesQuery (the account’s votes on many proposals through every delegation, one request)', () => {
  it('is valid against the public API schema for one proposal and for a page of 40, with 1 and 3 delegations', () => {
    for (const proposals of [page.slice(0, 1), page]) {
      for (const n of [1, 3]) {
        const { operation } = governanceVotesQuery(alice, proposals, stakers.slice(0, n));
        expect(validate(publicSubset, parse(operation.query)).map((e) => e.message)).toEqual([]);
        expect(operation.query.match(/vote\(/g)).toHaveLength(n * proposals.length);
      }
    }
  });

  it('refuses an empty proposal or delegation list', () => {
    expect(() => governanceVotesQuery(alice, [], stakers)).toThrow(RangeError);
    expect(() => governanceVotesQuery(alice, page, [])).toThrow(RangeError);
  });

  it('sends ids as hex, decodes weights and choices to bigint and maps aliases back in order', async () => {
    const proposals = page.slice(0, 2);
    const { operation, variables } = governanceVotesQuery(alice, proposals, stakers.slice(0, 2));
    let sent: GraphQLRequest | undefined;
    const transport = {
      async request<T>(body: GraphQLRequest): Promise<T> {
        sent = body;
        return {
          p0: { proposal: { v0: { weight: '0xde0b6b3a7640000', choices: ['0x4', '0x0', '0x2'] }, v1: null } },
          p1: { proposal: null },
        } as T;
      },
    };
    const data = await request(transport, operation, variables);
    expect(sent?.variables).toMatchObject({
      from: alice,
      d0: stakers[0],
      d1: stakers[1],
      i0: '0x1',
      i1: '0x2',
    });
    expect(readGovernanceVotes(proposals, stakers.slice(0, 2), data)).toEqual([
      [
        { delegatedTo: stakers[0], vote: { weight: 10n ** 18n, choices: [4n, 0n, 2n] } },
        { delegatedTo: stakers[1], vote: null },
      ],
      [
        { delegatedTo: stakers[0], vote: null },
        { delegatedTo: stakers[1], vote: null },
      ],
    ]);
  });

  it('reads an unknown contract as no votes', () => {
    expect(readGovernanceVotes(page.slice(0, 1), stakers.slice(0, 1), { p0: null })).toEqual([
      [{ delegatedTo: stakers[0], vote: null }],
    ]);
  });
});
