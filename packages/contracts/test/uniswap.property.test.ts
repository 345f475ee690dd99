import fc from 'fast-check';
import { type Address, maxUint256, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForReceipt } from '../src/deploy/waitForReceipt.ts';
import { uniswapFactoryAbi } from '../src/uniswap/uniswapFactoryAbi.ts';
import { uniswapPairAbi } from '../src/uniswap/uniswapPairAbi.ts';
import { uniswapRouterAbi } from '../src/uniswap/uniswapRouterAbi.ts';
import type { TestChain } from './startTestChain.ts';
import { DEADLINE, FACTORY, fundTrader, ROUTER, startUniswapChain, USDC, WFTM } from './uniswapChain.ts';

// Properties of the real Uniswap V2 contracts (the npm artefacts), checked with random sequences on anvil.
let chain: TestChain;
let pair: Address;
let wftmIsToken0: boolean;
let lp: Address;
let other: Address;
let trader: Address;

const router = { address: ROUTER, abi: uniswapRouterAbi } as const;

beforeAll(async () => {
  chain = await startUniswapChain();
  const [a, b, c] = chain.accounts.slice(3, 6);
  if (a === undefined || b === undefined || c === undefined) throw new Error('not enough accounts');
  [lp, other, trader] = [a, b, c];
  for (const who of [lp, other, trader]) {
    await fundTrader(chain, who, parseEther('10000000000'), parseUnits('100000000000000', 6));
  }
  await send({
    address: FACTORY,
    abi: uniswapFactoryAbi,
    functionName: 'createPair',
    args: [WFTM, USDC],
    account: trader,
    chain: null,
  });
  pair = await chain.clients.public.readContract({
    address: FACTORY,
    abi: uniswapFactoryAbi,
    functionName: 'getPair',
    args: [WFTM, USDC],
  });
  wftmIsToken0 = WFTM.toLowerCase() < USDC.toLowerCase();
  // The remove step: the router pulls the pool share (the wallet's step 1 approves it the same way).
  await send({
    address: pair,
    abi: uniswapPairAbi,
    functionName: 'approve',
    args: [ROUTER, maxUint256],
    account: lp,
    chain: null,
  });
  await chain.rebase();
}, 120_000);
afterAll(async () => {
  await chain?.stop();
});

async function send(request: Parameters<TestChain['clients']['wallet']['writeContract']>[0]) {
  // Simulating first turns a revert into an error with its reason.
  await chain.clients.public.simulateContract(
    request as unknown as Parameters<TestChain['clients']['public']['simulateContract']>[0],
  );
  // A fixed limit: anvil estimates in a block with the previous timestamp, where the pair skips updating its
  // cumulative prices, so the estimate can fall short by their two storage writes.
  const hash = await chain.clients.wallet.writeContract({ ...request, gas: 5_000_000n });
  const receipt = await waitForReceipt(chain.clients.public, hash);
  if (receipt.status !== 'success') throw new Error(`${request.functionName} reverted in ${hash}`);
  return receipt;
}

/** Reserves as [WFTM, tUSDC]. */
async function reserves(): Promise<[bigint, bigint]> {
  const [r0, r1] = await chain.clients.public.readContract({
    address: pair,
    abi: uniswapPairAbi,
    functionName: 'getReserves',
  });
  return wftmIsToken0 ? [r0, r1] : [r1, r0];
}

const shareOf = (who: Address) =>
  chain.clients.public.readContract({
    address: pair,
    abi: uniswapPairAbi,
    functionName: 'balanceOf',
    args: [who],
  });
const totalSupply = () =>
  chain.clients.public.readContract({ address: pair, abi: uniswapPairAbi, functionName: 'totalSupply' });

function addLiquidity(who: Address, wftm: bigint, usdc: bigint) {
  return send({
    ...router,
    functionName: 'addLiquidity',
    args: [WFTM, USDC, wftm, usdc, 0n, 0n, who, DEADLINE],
    account: who,
    chain: null,
  });
}

interface Swap {
  /** true: WFTM in, tUSDC out. */
  wftmIn: boolean;
  exactOut: boolean;
  /** Parts per 10,000 of the reserve on the side the amount is given for (in, or out when exactOut). */
  size: number;
  /** Added to the amount, in base units: covers dust swaps of a few wei. */
  dust: number;
}

const swapArb: fc.Arbitrary<Swap> = fc.record({
  wftmIn: fc.boolean(),
  exactOut: fc.boolean(),
  size: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 100, max: 30_000 })),
  dust: fc.integer({ min: 0, max: 1000 }),
});
// Pools from dust-sized to a million WFTM against as much as a million tUSDC.
const wftmDeposit = fc.bigInt({ min: 10n ** 12n, max: 10n ** 24n });
const usdcDeposit = fc.bigInt({ min: 10n ** 4n, max: 10n ** 12n });

const balanceOf = (token: Address, who: Address) =>
  chain.clients.public.readContract({
    address: token,
    abi: uniswapPairAbi,
    functionName: 'balanceOf',
    args: [who],
  });

/**
 * Swaps through the router; returns the amount that went in (the fee is 0.3 % of it), or undefined when the
 * swap cannot be made (nothing out, or more in than the trader holds after a run of one-sided trades).
 */
async function swap(s: Swap): Promise<{ amountIn: bigint; wftmIn: boolean } | undefined> {
  const [rW, rU] = await reserves();
  const held = await balanceOf(s.wftmIn ? WFTM : USDC, trader);
  const [reserveIn, reserveOut] = s.wftmIn ? [rW, rU] : [rU, rW];
  const path = s.wftmIn ? [WFTM, USDC] : [USDC, WFTM];
  if (s.exactOut) {
    // Buy at most 99 % of the reserve: the price of the last few units grows without bound.
    const amountOut = (reserveOut * BigInt(Math.min(s.size, 9_900))) / 10_000n + BigInt(s.dust);
    if (amountOut === 0n || amountOut >= reserveOut) return undefined;
    const [amountIn] = await chain.clients.public.readContract({
      ...router,
      functionName: 'getAmountsIn',
      args: [amountOut, path],
    });
    if (amountIn === undefined || amountIn > held) return undefined;
    await send({
      ...router,
      functionName: 'swapTokensForExactTokens',
      args: [amountOut, maxUint256, path, trader, DEADLINE],
      account: trader,
      chain: null,
    });
    return { amountIn, wftmIn: s.wftmIn };
  }
  const amountIn = (reserveIn * BigInt(s.size)) / 10_000n + BigInt(s.dust);
  if (amountIn === 0n || amountIn > held) return undefined;
  const [, out] = await chain.clients.public.readContract({
    ...router,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  });
  // The pair refuses a swap that pays nothing out.
  if (out === 0n) return undefined;
  await send({
    ...router,
    functionName: 'swapExactTokensForTokens',
    args: [amountIn, 0n, path, trader, DEADLINE],
    account: trader,
    chain: null,
  });
  return { amountIn, wftmIn: s.wftmIn };
}

describe('Uniswap V2 properties (real contracts)', () => {
  it('swaps never lower k = reserve0 × reserve1', async () => {
    await fc.assert(
      fc.asyncProperty(
        wftmDeposit,
        usdcDeposit,
        fc.array(swapArb, { minLength: 1, maxLength: 8 }),
        async (a, b, swaps) => {
          await chain.reset();
          await addLiquidity(other, a, b);
          let [rW, rU] = await reserves();
          for (const s of swaps) {
            const k = rW * rU;
            await swap(s);
            [rW, rU] = await reserves();
            expect(rW * rU).toBeGreaterThanOrEqual(k);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('an LP share redeems at most its deposit plus the fees earned while it was held', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.tuple(wftmDeposit, usdcDeposit), { nil: undefined }),
        wftmDeposit,
        usdcDeposit,
        fc.array(swapArb, { maxLength: 8 }),
        async (background, a, b, swaps) => {
          await chain.reset();
          if (background !== undefined) await addLiquidity(other, ...background);
          const [w0, u0] = await reserves();
          if (background !== undefined) {
            // The router deposits at the pool's ratio, limited by the scarcer side; the pair refuses a deposit
            // that would mint no share (dust next to a big pool).
            const usdcAtRatio = (a * u0) / w0;
            const [w, u] = usdcAtRatio <= b ? [a, usdcAtRatio] : [(b * w0) / u0, b];
            const supply = await totalSupply();
            if ((w * supply) / w0 === 0n || (u * supply) / u0 === 0n) return;
          }
          await addLiquidity(lp, a, b);
          const [w1, u1] = await reserves();
          // What the pool actually took from the LP (the router deposits at the pool's ratio).
          const [depositW, depositU] = [w1 - w0, u1 - u0];
          const liquidity = await shareOf(lp);
          // The LP's part of what each swap leaves in the pool beyond a fee-less trade: 0.3 % of the input, and
          // a unit of each token for the router's rounding (the output rounded down; the input of an exact-output
          // swap rounded up). Kept exact as numerators over 1000 × the supply (which no deposit or withdrawal
          // changes while the swaps run).
          const supplyDuringSwaps = await totalSupply();
          let [earnedW, earnedU] = [0n, 0n];
          let swapped = 0;
          for (const s of swaps) {
            const done = await swap(s);
            if (done === undefined) continue;
            swapped++;
            const [fee, rounding] = [done.amountIn * 3n * liquidity, 1000n * liquidity];
            earnedW += rounding + (done.wftmIn ? fee : 0n);
            earnedU += rounding + (done.wftmIn ? 0n : fee);
          }
          const [beforeW, beforeU] = await reserves();
          const supply = await totalSupply();
          // The pair refuses to burn a share worth nothing of one token (a dust deposit next to a big pool).
          if ((liquidity * beforeW) / supply === 0n || (liquidity * beforeU) / supply === 0n) return;
          await send({
            ...router,
            functionName: 'removeLiquidity',
            args: [WFTM, USDC, liquidity, 0n, 0n, lp, DEADLINE],
            account: lp,
            chain: null,
          });
          const [afterW, afterU] = await reserves();
          const [gotW, gotU] = [beforeW - afterW, beforeU - afterU];
          if (swapped === 0) {
            // No fees: never more than was put in, token by token.
            expect(gotW).toBeLessThanOrEqual(depositW);
            expect(gotU).toBeLessThanOrEqual(depositU);
          }
          // Valued at the pool's price when redeemed (price movement shifts the mix between the tokens):
          // value(received) ≤ value(deposit) + value(earned). Values are in tUSDC units × the WFTM reserve.
          const value = (w: bigint, u: bigint) => w * beforeU + u * beforeW;
          const scale = 1000n * supplyDuringSwaps;
          expect(value(gotW, gotU) * scale).toBeLessThanOrEqual(
            value(depositW, depositU) * scale + value(earnedW, earnedU),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
