import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkLimits } from './checkLimits.ts';
import { APPROVAL_LIST_COST, defaultQueryLimits } from './queryLimits.ts';
import { schemaSdl } from './schemaSdl.ts';

const schema = buildSchema(schemaSdl());
const owner = '0x0000000000000000000000000000000000000001';

/** `n` aliased approval lists of `count` rows, each row asking one field. */
const lists = (n: number, count: string) =>
  `query($owner: Address!, $count: Int!) { ${Array.from(
    { length: n },
    (_, i) => `a${i}: fwalletApprovals(owner: $owner, count: ${count}) { edges { cursor } }`,
  ).join(' ')} }`;

const check = (query: string, variables: Record<string, unknown>, maxCost = defaultQueryLimits.maxCost) =>
  checkLimits(schema, parse(query), undefined, variables, { ...defaultQueryLimits, maxCost });

describe('checkLimits: fwalletApprovals (docs/approvals.md#limits)', () => {
  // One list of 10 rows: the field (1), its live reads, `edges` (10) and each edge's `cursor` (10).
  const oneList = 1 + APPROVAL_LIST_COST + 10 + 10;

  it('counts every list over the aliases, whatever the count', () => {
    expect(check(lists(3, '$count'), { owner, count: 10 }).approvalLists).toBe(3);
    expect(check(lists(1, '1'), { owner, count: 1 }).approvalLists).toBe(1);
    expect(
      check(
        'query { fwalletSimulate(from: "0x0000000000000000000000000000000000000001", calls: []) { available } }',
        {},
      ).approvalLists,
    ).toBe(0);
  });

  it('weighs each list its live reads plus its rows, like any paged list', () => {
    expect(check(lists(1, '$count'), { owner, count: 10 }, oneList).errors).toEqual([]);
    expect(check(lists(1, '$count'), { owner, count: 10 }, oneList - 1).errors.map((e) => e.message)).toEqual(
      [`query is too large: its estimated result exceeds the limit of ${oneList - 1} fields`],
    );
    // A negative count pages back as many rows; 0 is a full page of 250.
    expect(check(lists(1, '$count'), { owner, count: -10 }, oneList).errors).toEqual([]);
    expect(check(lists(1, '0'), { owner, count: 0 }, oneList).errors).toHaveLength(1);
    expect(check(lists(1, '0'), { owner, count: 0 }, 1 + APPROVAL_LIST_COST + 250 + 250).errors).toEqual([]);
  });
});
