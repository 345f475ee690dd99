import { governanceArtifact } from '@fantom-wallet/contracts';
import fc from 'fast-check';
import { decodeFunctionData, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { WalletError } from '../errors/WalletError.ts';
import { buildGovernanceCall } from './buildGovernanceCall.ts';
import { GOVERNANCE_MESSAGES } from './GOVERNANCE_MESSAGES.ts';
import { governanceAbi } from './governanceAbi.ts';
import { middleOpinion, opinionScaleLabels } from './opinionScale.ts';
import { parseChoices, parseProposalId, parseRouteAddress } from './parseGovernanceParams.ts';
import { fixedPointPercent, GOVERNANCE_ONE, percentOf } from './percentOf.ts';
import { proposalStateLabel, proposalWinner } from './proposalState.ts';
import { votingState } from './votingState.ts';

const GOV = '0x7C3b85a71E4FcE1209a81d67F1AF46B5a068770E';
const VALIDATOR = '0x1111111111111111111111111111111111111111';

describe('percentages (docs/governance.md#percentages)', () => {
  it.each([
    [0n, '0.00'],
    [GOVERNANCE_ONE, '100.00'],
    [GOVERNANCE_ONE / 2n, '50.00'],
    [7n * 10n ** 17n, '70.00'],
    // 12.345 % exactly: the half rounds up
    [123_450_000_000_000_000n, '12.35'],
    // one wei below the half rounds down
    [123_449_999_999_999_999n, '12.34'],
    // one wei above a hundredth stays on it
    [123_400_000_000_000_001n, '12.34'],
    // 0.005 % is the smallest value that shows
    [50_000_000_000_000n, '0.01'],
    [49_999_999_999_999n, '0.00'],
    [1n, '0.00'],
    [GOVERNANCE_ONE - 1n, '100.00'],
    [GOVERNANCE_ONE * 3n, '300.00'],
  ])('fixedPointPercent(%s) is %s', (value, text) => {
    expect(fixedPointPercent(value)).toBe(text);
  });

  it.each([
    [1n, 3n, '33.33'],
    [2n, 3n, '66.67'],
    [1n, 8n, '12.50'],
    [1n, 20_000n, '0.01'],
    [1n, 20_001n, '0.00'],
    [5n, 0n, '0.00'],
  ])('percentOf(%s, %s) is %s', (part, whole, text) => {
    expect(percentOf(part, whole)).toBe(text);
  });

  it('always has 2 fraction digits and is within half a hundredth of the exact value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (part, whole) => {
          const text = percentOf(part, whole);
          expect(text).toMatch(/^\d+\.\d{2}$/);
          const hundredths = BigInt(text.replace('.', ''));
          // |hundredths × whole − part × 10000| ≤ whole ÷ 2
          const diff = hundredths * whole - part * 10_000n;
          expect(2n * (diff < 0n ? -diff : diff) <= whole).toBe(true);
        },
      ),
    );
  });
});

describe('proposal state (docs/governance.md#proposal-state)', () => {
  it.each([
    [0n, 'In progress'],
    [1n, 'Resolved'],
    [2n, 'Failed'],
    [4n, 'Canceled'],
    [8n, 'Execution Expired'],
    [3n, '-'],
    [16n, '-'],
  ])('status %s is %s', (status, label) => {
    expect(proposalStateLabel(status)).toBe(label);
  });

  it('shows a winner only when resolved with a winner id among the options', () => {
    expect(proposalWinner({ isResolved: true, winnerId: 1n }, 3)).toBe(1);
    expect(proposalWinner({ isResolved: false, winnerId: 1n }, 3)).toBeUndefined();
    expect(proposalWinner({ isResolved: true, winnerId: null }, 3)).toBeUndefined();
    expect(proposalWinner({ isResolved: true, winnerId: 3n }, 3)).toBeUndefined();
  });
});

describe('opinion scales (docs/governance.md#your-votes)', () => {
  it('labels each level with scale ÷ last scale', () => {
    expect(opinionScaleLabels([0n, 1n, 2n, 3n, 4n])).toEqual(['0%', '25%', '50%', '75%', '100%']);
    expect(opinionScaleLabels([0n, 2n, 4n])).toEqual(['0%', '50%', '100%']);
    expect(opinionScaleLabels([0n, 1n, 3n])).toEqual(['0%', '33.33%', '100%']);
    expect(opinionScaleLabels([])).toEqual([]);
  });
  it('starts in the middle', () => {
    expect(middleOpinion(5)).toBe(2);
    expect(middleOpinion(3)).toBe(1);
    expect(middleOpinion(4)).toBe(1);
    expect(middleOpinion(0)).toBe(0);
  });
});

describe('voting state (docs/governance.md#when-voting-is-open)', () => {
  const open = { now: 100n, votingStarts: 50n, votingMustEnd: 200n, status: 0n, canVote: true };
  it('is open after the start, before the end, unresolved, with delegations', () => {
    expect(votingState(open)).toEqual({ open: true });
    expect(votingState({ ...open, now: 50n })).toEqual({ open: true });
  });
  it.each([
    [{ now: 49n }, 'notStarted'],
    [{ now: 49n, canVote: false }, 'notStarted'],
    [{ canVote: false }, 'noDelegations'],
    [{ status: 1n }, 'closed'],
    [{ status: 4n }, 'closed'],
    [{ now: 200n }, 'closed'],
  ])('%o is blocked: %s', (change, block) => {
    expect(votingState({ ...open, ...change })).toEqual({ open: false, block });
  });
});

describe('vote and cancel vote calls (docs/governance.md#vote-and-cancel-vote)', () => {
  it('uses the compiled contract’s selectors', () => {
    for (const name of ['vote', 'cancelVote'] as const) {
      const ours = governanceAbi.find((f) => f.name === name);
      const compiled = governanceArtifact.abi.find((f) => f.type === 'function' && f.name === name);
      expect(ours && compiled && toFunctionSelector(ours as never)).toBe(
        toFunctionSelector(compiled as never),
      );
    }
  });

  it('votes through the delegation with one choice per option', () => {
    const call = buildGovernanceCall(GOV, {
      action: 'vote',
      delegatedTo: VALIDATOR,
      proposalId: 39n,
      choices: [4n, 0n, 2n],
      optionCount: 3,
      levels: 5,
    });
    expect(call.to).toBe(GOV);
    expect(call.value).toBe(0n);
    const decoded = decodeFunctionData({ abi: governanceAbi, data: call.data });
    expect(decoded.functionName).toBe('vote');
    expect(decoded.args).toEqual([VALIDATOR, 39n, [4n, 0n, 2n]]);
  });

  it('cancels the delegation’s vote', () => {
    const call = buildGovernanceCall(GOV, { action: 'cancelVote', delegatedTo: VALIDATOR, proposalId: 30n });
    const decoded = decodeFunctionData({ abi: governanceAbi, data: call.data });
    expect(decoded.functionName).toBe('cancelVote');
    expect(decoded.args).toEqual([VALIDATOR, 30n]);
  });

  it.each([
    [[2n, 2n], 3, 5],
    [[2n, 2n, 2n, 2n], 3, 5],
    [[2n, 5n, 2n], 3, 5],
    [[2n, -1n, 2n], 3, 5],
    [[], 0, 5],
  ])(
    'refuses choices %s for %i options of %i levels with "Bad parameters."',
    (choices, optionCount, levels) => {
      const build = () =>
        buildGovernanceCall(GOV, {
          action: 'vote',
          delegatedTo: VALIDATOR,
          proposalId: 1n,
          choices,
          optionCount,
          levels,
        });
      expect(build).toThrow(WalletError);
      expect(build).toThrow(GOVERNANCE_MESSAGES.badParameters);
    },
  );
});

describe('route parameters (docs/governance.md#routes)', () => {
  it.each([
    ['39', 39n],
    ['0x27', 39n],
    ['', undefined],
    ['abc', undefined],
    ['-1', undefined],
    ['1e3', undefined],
    ['<script>', undefined],
    [`0x${'f'.repeat(65)}`, undefined],
    [undefined, undefined],
  ])('proposal id %j → %s', (raw, id) => {
    expect(parseProposalId(raw)).toBe(id);
  });

  it('checksums addresses and refuses anything else', () => {
    expect(parseRouteAddress(GOV.toLowerCase())).toBe(GOV);
    expect(parseRouteAddress('0x123')).toBeUndefined();
    expect(parseRouteAddress('javascript:alert(1)')).toBeUndefined();
  });

  it.each([
    ['2,0,4', 3, 5, [2n, 0n, 4n]],
    ['2,0', 3, 5, undefined],
    ['2,0,5', 3, 5, undefined],
    ['2,,4', 3, 5, undefined],
    ['2,0x1,4', 3, 5, undefined],
    ['', 3, 5, undefined],
    [null, 3, 5, undefined],
  ])('choices %j for %i options of %i levels → %s', (raw, options, levels, choices) => {
    expect(parseChoices(raw, options, levels)).toEqual(choices);
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        parseProposalId(raw);
        parseRouteAddress(raw);
        const choices = parseChoices(raw, 3, 5);
        if (choices) expect(choices.every((c) => c >= 0n && c < 5n)).toBe(true);
      }),
    );
  });
});
