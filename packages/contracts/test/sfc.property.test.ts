import fc from 'fast-check';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../src/addresses.ts';
import { sendTx } from '../src/deploy/sendTx.ts';
import { sftmArtifact } from '../src/generated/sftmArtifact.ts';
import { stakeTokenizerArtifact } from '../src/generated/stakeTokenizerArtifact.ts';
import { DAY, SFC, sfcHelpers } from './sfcHelpers.ts';
import { startTestChain, type TestChain } from './startTestChain.ts';

let chain: TestChain;
let h: ReturnType<typeof sfcHelpers>;
let actors: Address[];
let auths: Address[];
const validatorIds = [1n, 2n];
const TOK = { address: addresses.stakeTokenizer, abi: stakeTokenizerArtifact.abi } as const;
const SFTM = { address: addresses.sftm, abi: sftmArtifact.abi } as const;

beforeAll(async () => {
  chain = await startTestChain();
  h = sfcHelpers(chain);
  const [, v1, v2, a, b, c] = chain.accounts;
  if (!v1 || !v2 || !a || !b || !c) throw new Error('not enough accounts');
  auths = [v1, v2];
  actors = [a, b, c];
  // Short periods so random sequences actually reach withdrawals; mainnet values are tested elsewhere.
  await h.setConstants({ withdrawalPeriodTime: DAY, withdrawalPeriodEpochs: 2n });
  for (const auth of auths) {
    const id = await h.createValidator(auth, parseEther('500000'));
    await h.lock(auth, id, 365n * DAY, parseEther('500000'));
  }
  await chain.rebase();
});
afterAll(async () => {
  await chain?.stop();
});

type Op =
  | { kind: 'delegate'; actor: number; v: number; ftm: number }
  | { kind: 'undelegate'; actor: number; v: number; pct: number }
  | { kind: 'lock'; actor: number; v: number; days: number; pct: number }
  | { kind: 'unlock'; actor: number; v: number; pct: number }
  | { kind: 'claim'; actor: number; v: number }
  | { kind: 'restake'; actor: number; v: number }
  | { kind: 'withdraw'; actor: number; v: number; nth: number }
  | { kind: 'mint'; actor: number; v: number }
  | { kind: 'redeem'; actor: number; v: number }
  | { kind: 'seal'; days: number };

const actor = fc.integer({ min: 0, max: 2 });
const v = fc.integer({ min: 0, max: 1 });
const pct = fc.integer({ min: 1, max: 100 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('delegate' as const), actor, v, ftm: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ kind: fc.constant('undelegate' as const), actor, v, pct }),
  fc.record({ kind: fc.constant('lock' as const), actor, v, days: fc.integer({ min: 14, max: 200 }), pct }),
  fc.record({ kind: fc.constant('unlock' as const), actor, v, pct }),
  fc.record({ kind: fc.constant('claim' as const), actor, v }),
  fc.record({ kind: fc.constant('restake' as const), actor, v }),
  fc.record({ kind: fc.constant('withdraw' as const), actor, v, nth: fc.nat(5) }),
  fc.record({ kind: fc.constant('mint' as const), actor, v }),
  fc.record({ kind: fc.constant('redeem' as const), actor, v }),
  fc.record({ kind: fc.constant('seal' as const), days: fc.integer({ min: 0, max: 3 }) }),
);

/** Attempts an operation; reverts are part of the game (the invariants must hold either way). */
async function attempt(fn: () => Promise<unknown>): Promise<boolean> {
  try {
    await fn();
    return true;
  } catch {
    return false;
  }
}

describe('SFC invariants over random sequences', () => {
  it('keeps stake, withdrawals, penalties and sFTM consistent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 18 }), async (ops) => {
        await chain.reset();
        const delegated = new Map<string, bigint>();
        const withdrawn = new Map<string, bigint>();
        const requests: { who: Address; id: bigint; wrID: bigint }[] = [];
        let nextWr = 1n;
        const key = (who: Address) => who;
        for (const o of ops) {
          if (o.kind === 'seal') {
            if (o.days > 0) await h.increaseTime(BigInt(o.days) * DAY);
            await h.seal();
            continue;
          }
          const who = actors[o.actor] as Address;
          const id = validatorIds[o.v] as bigint;
          switch (o.kind) {
            case 'delegate': {
              const amount = parseEther(String(o.ftm));
              if (await attempt(() => h.delegate(who, id, amount))) {
                delegated.set(key(who), (delegated.get(key(who)) ?? 0n) + amount);
              }
              break;
            }
            case 'undelegate': {
              const unlocked = await chain.clients.public.readContract({
                ...SFC,
                functionName: 'getUnlockedStake',
                args: [who, id],
              });
              const amount = (unlocked * BigInt(o.pct)) / 100n;
              const wrID = nextWr++;
              if (amount > 0n && (await attempt(() => h.undelegate(who, id, wrID, amount)))) {
                requests.push({ who, id, wrID });
              }
              break;
            }
            case 'lock': {
              const unlocked = await chain.clients.public.readContract({
                ...SFC,
                functionName: 'getUnlockedStake',
                args: [who, id],
              });
              await attempt(() => h.lock(who, id, BigInt(o.days) * DAY, (unlocked * BigInt(o.pct)) / 100n));
              break;
            }
            case 'unlock': {
              const locked = await chain.clients.public.readContract({
                ...SFC,
                functionName: 'getLockedStake',
                args: [who, id],
              });
              const amount = (locked * BigInt(o.pct)) / 100n;
              if (amount === 0n) break;
              let preview: bigint | undefined;
              if (await attempt(async () => (preview = await h.previewUnlock(who, id, amount)))) {
                expect(preview).toBeLessThanOrEqual(amount);
                await h.unlock(who, id, amount);
              }
              break;
            }
            case 'claim':
              await attempt(() => h.claim(who, id));
              break;
            case 'restake':
              await attempt(() => h.restake(who, id));
              break;
            case 'withdraw': {
              const mine = requests.filter((r) => r.who === who && r.id === id);
              const r = mine[o.nth % Math.max(1, mine.length)];
              if (r === undefined) break;
              const [, , amount] = await chain.clients.public.readContract({
                ...SFC,
                functionName: 'getWithdrawalRequest',
                args: [who, id, r.wrID],
              });
              if (await attempt(() => h.withdraw(who, id, r.wrID))) {
                withdrawn.set(key(who), (withdrawn.get(key(who)) ?? 0n) + amount);
              }
              break;
            }
            case 'mint':
              await attempt(() =>
                sendTx(chain.clients, { ...TOK, from: who, functionName: 'mintSFTM', args: [id] }),
              );
              break;
            case 'redeem': {
              const outstanding = await chain.clients.public.readContract({
                ...TOK,
                functionName: 'outstandingSFTM',
                args: [who, id],
              });
              if (outstanding === 0n) break;
              await sendTx(chain.clients, {
                ...SFTM,
                from: who,
                functionName: 'increaseAllowance',
                args: [addresses.stakeTokenizer, outstanding],
              });
              await sendTx(chain.clients, {
                ...TOK,
                from: who,
                functionName: 'redeemSFTM',
                args: [id, outstanding],
              });
              break;
            }
          }
        }

        // total stake = sum of all delegations (validators' own included)
        let sum = 0n;
        let outstandingSum = 0n;
        for (const id of validatorIds) {
          for (const who of [...actors, ...auths]) {
            sum += await chain.clients.public.readContract({
              ...SFC,
              functionName: 'getStake',
              args: [who, id],
            });
            outstandingSum += await chain.clients.public.readContract({
              ...TOK,
              functionName: 'outstandingSFTM',
              args: [who, id],
            });
          }
        }
        expect(await chain.clients.public.readContract({ ...SFC, functionName: 'totalStake' })).toBe(sum);
        // sFTM supply = sum of outstanding sFTM
        expect(await chain.clients.public.readContract({ ...SFTM, functionName: 'totalSupply' })).toBe(
          outstandingSum,
        );
        // nobody withdraws more than they delegated
        for (const who of actors) {
          expect(withdrawn.get(who) ?? 0n).toBeLessThanOrEqual(delegated.get(who) ?? 0n);
        }
      }),
      { numRuns: 40 },
    );
  });
});
