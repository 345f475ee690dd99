import fc from 'fast-check';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../src/addresses.ts';
import { sendTx } from '../src/deploy/sendTx.ts';
import {
  COLLATERAL_POOL,
  DEBT_POOL,
  FEUR,
  FUSD,
  fmintChainSteps,
  fmintHelpers,
  MINT,
  SFTM,
} from './fmintHelpers.ts';
import { startTestChain, type TestChain } from './startTestChain.ts';

let chain: TestChain;
let h: ReturnType<typeof fmintHelpers>;
let actors: Address[];
const collaterals = [addresses.wftm, addresses.sftm];
const synths = [addresses.fusd, addresses.feur];

beforeAll(async () => {
  chain = await startTestChain(fmintChainSteps);
  h = fmintHelpers(chain);
  const [, a, b, c] = chain.accounts;
  if (!a || !b || !c) throw new Error('not enough accounts');
  actors = [a, b, c];
  for (const who of actors) {
    await h.wrap(who, parseEther('50000'));
    await h.approve(addresses.wftm, who);
    await h.giveSftm(who, parseEther('50000'));
    await sendTx(chain.clients, {
      ...SFTM,
      from: who,
      functionName: 'increaseAllowance',
      args: [addresses.fMint, parseEther('1000000')],
    });
    for (const synth of synths) await h.approve(synth, who);
  }
  await chain.rebase();
});
afterAll(async () => {
  await chain?.stop();
});

type Op =
  | { kind: 'deposit'; actor: number; token: number; ftm: number }
  | { kind: 'withdraw'; actor: number; token: number; pct: number }
  | { kind: 'mint'; actor: number; token: number; pct: number }
  | { kind: 'mintMax'; actor: number; token: number }
  | { kind: 'repay'; actor: number; token: number; pct: number }
  | { kind: 'repayMax'; actor: number; token: number };

const actor = fc.integer({ min: 0, max: 2 });
const token = fc.integer({ min: 0, max: 1 });
// Up to 120 % of what is allowed, so some attempts must be refused.
const pct = fc.integer({ min: 1, max: 120 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), actor, token, ftm: fc.integer({ min: 1, max: 20000 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), actor, token, pct }),
  fc.record({ kind: fc.constant('mint' as const), actor, token, pct }),
  fc.record({ kind: fc.constant('mintMax' as const), actor, token }),
  fc.record({ kind: fc.constant('repay' as const), actor, token, pct }),
  fc.record({ kind: fc.constant('repayMax' as const), actor, token }),
);

async function attempt(fn: () => Promise<unknown>): Promise<boolean> {
  try {
    await fn();
    return true;
  } catch {
    return false;
  }
}

const read = () => chain.clients.public;

/** The account is at or above 300 % (or has no debt). */
async function healthy(who: Address): Promise<boolean> {
  const ratio = await h.ratio4(who);
  return ratio === undefined || ratio >= 30000n;
}

describe('fMint invariants over random sequences at fixed prices', () => {
  it('every account stays at ≥ 300 % or the call reverted, and the pools add up to the tokens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 16 }), async (ops) => {
        await chain.reset();
        for (const o of ops) {
          const who = actors[o.actor] as Address;
          const before = await h.ratio4(who);
          let ok: boolean;
          switch (o.kind) {
            case 'deposit':
              ok = await attempt(() =>
                h.deposit(who, collaterals[o.token] as Address, parseEther(String(o.ftm))),
              );
              break;
            case 'withdraw': {
              const t = collaterals[o.token] as Address;
              const max = await read().readContract({
                ...MINT,
                functionName: 'getMaxToWithdraw',
                args: [who, t, 30000n],
              });
              ok = await attempt(() => h.withdraw(who, t, (max * BigInt(o.pct)) / 100n));
              break;
            }
            case 'mint': {
              const t = synths[o.token] as Address;
              const max = await read().readContract({
                ...MINT,
                functionName: 'getMaxToMint',
                args: [who, t, 30000n],
              });
              ok = await attempt(() => h.mint(who, t, (max * BigInt(o.pct)) / 100n));
              break;
            }
            case 'mintMax':
              ok = await attempt(() => h.mintMax(who, synths[o.token] as Address));
              break;
            case 'repay': {
              const t = synths[o.token] as Address;
              const debt = await h.debt(who, t);
              ok = await attempt(() => h.repay(who, t, (debt * BigInt(o.pct)) / 100n));
              break;
            }
            case 'repayMax':
              ok = await attempt(() => h.repayMax(who, synths[o.token] as Address));
              break;
          }
          if (!ok) {
            // A refused call changes nothing.
            expect(await h.ratio4(who)).toBe(before);
          }
          for (const a of actors) expect(await healthy(a)).toBe(true);
        }

        // Collateral: the pool's totals are the tokens fMint holds and the sum of the accounts' balances.
        for (const t of collaterals) {
          const total = await read().readContract({
            ...COLLATERAL_POOL,
            functionName: 'totalBalance',
            args: [t],
          });
          expect(await h.balance(t, addresses.fMint)).toBe(total);
          let sum = 0n;
          for (const a of actors) sum += await h.collateral(a, t);
          expect(sum).toBe(total);
        }
        // Debt: the pool's totals are the synths in circulation plus the fees kept back, and the accounts' sum.
        for (const [i, t] of synths.entries()) {
          const total = await read().readContract({ ...DEBT_POOL, functionName: 'totalBalance', args: [t] });
          const supply = await read().readContract({
            ...(i === 0 ? FUSD : FEUR),
            functionName: 'totalSupply',
          });
          const fees = await read().readContract({ ...MINT, functionName: 'feePool', args: [t] });
          expect(supply + fees).toBe(total);
          let sum = 0n;
          for (const a of actors) sum += await h.debt(a, t);
          expect(sum).toBe(total);
        }
      }),
      { numRuns: 30 },
    );
  });
});
