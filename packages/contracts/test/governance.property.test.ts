import fc from 'fast-check';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E18, GOV, GOVERNABLE, governanceChainSteps, governanceHelpers } from './governanceHelpers.ts';
import { sfcHelpers } from './sfcHelpers.ts';
import { startTestChain, type TestChain } from './startTestChain.ts';

let chain: TestChain;
let g: ReturnType<typeof governanceHelpers>;
let s: ReturnType<typeof sfcHelpers>;
let validators: Address[];
let voters: Address[];
let proposal: bigint;
const scales = [0n, 1n, 2n, 3n, 4n];
const optionsCount = 3;

beforeAll(async () => {
  chain = await startTestChain(governanceChainSteps);
  g = governanceHelpers(chain);
  s = sfcHelpers(chain);
  const [, v1, v2, a, b, c] = chain.accounts;
  if (!v1 || !v2 || !a || !b || !c) throw new Error('not enough accounts');
  validators = [v1, v2];
  voters = [v1, v2, a, b, c];
  await s.createValidator(v1, parseEther('500000'));
  await s.createValidator(v2, parseEther('800000'));
  await s.delegate(a, 1n, parseEther('120000'));
  await s.delegate(b, 1n, parseEther('40000'));
  await s.delegate(b, 2n, parseEther('90000'));
  proposal = await g.propose({ minVotes: E18 / 3n, minAgreement: E18 / 2n });
  await chain.rebase();
});
afterAll(async () => {
  await chain?.stop();
});

type Op =
  | { kind: 'vote'; voter: number; through: number; choices: number[] }
  | { kind: 'cancel'; voter: number; through: number }
  | { kind: 'delegate'; voter: number; validator: number; ftm: number };

const voter = fc.integer({ min: 0, max: 4 });
// 0 and 1: through validator 1 or 2 (its auth address); 2: for itself.
const through = fc.integer({ min: 0, max: 2 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('vote' as const),
      voter,
      through,
      choices: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: optionsCount, maxLength: optionsCount }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), voter, through }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('delegate' as const),
      voter,
      validator: fc.integer({ min: 0, max: 1 }),
      ftm: fc.integer({ min: 1, max: 100000 }),
    }),
  },
);

async function attempt(fn: () => Promise<unknown>): Promise<boolean> {
  try {
    await fn();
    return true;
  } catch {
    return false;
  }
}

describe('governance tallies over random votes and cancels', () => {
  it('equal a recount of the votes held, with overridden weights matching the delegators’ votes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 14 }), async (ops) => {
        await chain.reset();
        for (const o of ops) {
          const who = voters[o.voter] as Address;
          if (o.kind === 'delegate') {
            await attempt(() => s.delegate(who, BigInt(o.validator + 1), parseEther(String(o.ftm))));
            continue;
          }
          const to = o.through === 2 ? who : (validators[o.through] as Address);
          if (o.kind === 'vote') await attempt(() => g.vote(who, to, proposal, o.choices.map(BigInt)));
          else await attempt(() => g.cancelVote(who, to, proposal));
        }

        const read = chain.clients.public;
        const votes = Array<bigint>(optionsCount).fill(0n);
        const agreement = Array<bigint>(optionsCount).fill(0n);
        let total = 0n;
        const overridden = new Map<Address, bigint>(validators.map((v) => [v, 0n]));
        for (const who of voters) {
          for (const to of new Set([...validators, who])) {
            const [weight, choices] = await read.readContract({
              ...GOV,
              functionName: 'getVote',
              args: [who, to, proposal],
            });
            if (choices.length === 0) continue;
            total += weight;
            choices.forEach((c, i) => {
              votes[i] = (votes[i] as bigint) + weight;
              agreement[i] = (agreement[i] as bigint) + (weight * (scales[Number(c)] as bigint)) / 4n;
            });
            if (to !== who) overridden.set(to, (overridden.get(to) ?? 0n) + weight);
          }
        }
        expect((await g.state(proposal)).votes).toBe(total);
        for (let i = 0; i < optionsCount; i++) {
          const ratio = votes[i] === 0n ? 0n : ((agreement[i] as bigint) * E18) / (votes[i] as bigint);
          expect(await g.option(proposal, BigInt(i))).toEqual([votes[i], ratio, agreement[i]]);
        }
        for (const v of validators) {
          expect(
            await read.readContract({ ...GOV, functionName: 'overriddenWeight', args: [v, proposal] }),
          ).toBe(overridden.get(v));
        }

        // The winner a recount gives: highest agreement ratio ≥ 50 %, lowest option on a tie, with a ⅓ quorum.
        const totalWeight = await read.readContract({ ...GOVERNABLE, functionName: 'getTotalWeight' });
        let winner = optionsCount;
        let best = 0n;
        if (total > 0n && total >= (totalWeight * (E18 / 3n)) / E18) {
          for (let i = 0; i < optionsCount; i++) {
            const ratio = votes[i] === 0n ? 0n : ((agreement[i] as bigint) * E18) / (votes[i] as bigint);
            if (ratio >= E18 / 2n && (winner === optionsCount || ratio > best)) {
              best = ratio;
              winner = i;
            }
          }
        }
        expect(
          await read.readContract({ ...GOV, functionName: 'calculateVotingTally', args: [proposal] }),
        ).toEqual([winner !== optionsCount, BigInt(winner), total]);
      }),
      { numRuns: 40 },
    );
  });
});
