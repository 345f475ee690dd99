import { uniswapRouterAbi } from '@fantom-wallet/contracts';
import { type Address, encodeFunctionData, type Hex } from 'viem';
import type { PoolModel } from './PoolModel.ts';
import type { SeededPair } from './seededPairs.ts';
import { type SeededRandom, seededRandom } from './seededRandom.ts';

const DAY = 86_400;
const HOUR = 3_600;
/** Far in the future: the walk's calls are mined at made-up times, never late. */
const DEADLINE = 2n ** 40n;
/** Fixed gas limits: estimates made before the block's timestamp is set can miss the cumulative-price writes. */
const GAS = { swap: 260_000n, deposit: 320_000n, withdraw: 300_000n } as const;

export interface WalkPair {
  definition: SeededPair;
  /** Its state after the first deposit; the plan moves it along (token0/token1 order). */
  model: PoolModel;
}

export interface Trader {
  address: Address;
  /** Token balances by lowercase token address; the plan spends and receives from these. */
  balances: Map<string, bigint>;
}

/** A deposit the plan must make at its pool's ratio at the first block from `notBefore` on (alice's share). */
export interface ScheduledDeposit {
  trader: Trader;
  pairName: string;
  /** Fraction of the pool's reserves to add. */
  shareOfPool: number;
  notBefore: number;
  /** Filled in by the plan: exactly what the router will take, so the owner can fund and approve just that. */
  planned?: { amountA: bigint; amountB: bigint; liquidity: bigint };
}

/** One call, in its block's order (the miner numbers each sender's calls from its current nonce). */
export interface PlannedTx {
  from: Address;
  to: Address;
  data: Hex;
  gas: bigint;
}

export interface PlannedBlock {
  timestamp: number;
  txs: PlannedTx[];
}

export interface TradingWalk {
  blocks: PlannedBlock[];
  swaps: number;
  deposits: number;
  withdrawals: number;
}

export interface WalkOptions {
  seed: number;
  /** Unix seconds of the first and last possible block. */
  start: number;
  end: number;
  router: Address;
  pairs: readonly WalkPair[];
  traders: readonly Trader[];
  scheduled?: readonly ScheduledDeposit[];
}

/**
 * Busier towards the end, so that every chart span and resolution has data and the last two days (the pair
 * screen's two 24-hour windows) have plenty: a block every ~8 h until a week before the end, every ~90 min until
 * two days before, then every ~20 min. About 370 blocks of 3–10 calls: few blocks keep the seed fast (a mined
 * block costs anvil more than a call in it) and the API's first indexing short.
 */
function meanGapSeconds(secondsBeforeEnd: number): number {
  if (secondsBeforeEnd > 7 * DAY) return 8 * HOUR;
  if (secondsBeforeEnd > 2 * DAY) return 90 * 60;
  return 20 * 60;
}

function blockTimes(random: SeededRandom, start: number, end: number): number[] {
  const times: number[] = [];
  let t = start;
  for (;;) {
    t += Math.max(1, Math.round(meanGapSeconds(end - t) * random.between(0.25, 1.75)));
    if (t > end) return times;
    times.push(t);
  }
}

const lower = (address: Address): string => address.toLowerCase();

/** Amounts with float sizing (prices are floats) made exact: whole base units, never negative. */
const units = (amount: number): bigint =>
  Number.isFinite(amount) && amount >= 1 ? BigInt(Math.floor(amount)) : 0n;

/**
 * Plans weeks of trading on the seeded pairs as a deterministic random walk: each pair's outside price wanders
 * (a random walk pulled gently back to its start), traders mostly swap towards it (arbitrage) or at random
 * (noise), and now and then add or remove liquidity. Every amount is computed with the exact V2 arithmetic
 * ({@link PoolModel}), so each call carries its exact minimum (any divergence from the plan reverts) and the
 * chain can be checked against the models afterwards. Nothing is sent here.
 */
export function planTradingWalk(options: WalkOptions): TradingWalk {
  const random = seededRandom(options.seed);
  const traded = options.pairs.filter((p) => p.definition.weight > 0);
  const totalWeight = traded.reduce((sum, p) => sum + p.definition.weight, 0);
  const states = traded.map((p) => {
    const aIs0 = lower(p.definition.tokenA) === lower(p.model.token0);
    const start = Number(p.definition.depositB) / Number(p.definition.depositA);
    return { ...p, aIs0, fair: start, start };
  });
  type State = (typeof states)[number];
  const reservesAB = (s: State): [bigint, bigint] =>
    s.aIs0 ? [s.model.reserve0, s.model.reserve1] : [s.model.reserve1, s.model.reserve0];
  const balance = (trader: Trader, token: Address) => trader.balances.get(lower(token)) ?? 0n;
  const credit = (trader: Trader, token: Address, delta: bigint) =>
    trader.balances.set(lower(token), balance(trader, token) + delta);
  const pickPair = (): State => {
    let roll = random.next() * totalWeight;
    for (const s of states) {
      roll -= s.definition.weight;
      if (roll < 0) return s;
    }
    return states[states.length - 1] as State;
  };

  const walk: TradingWalk = { blocks: [], swaps: 0, deposits: 0, withdrawals: 0 };
  const pending = [...(options.scheduled ?? [])];
  let previous = options.start;
  for (const timestamp of blockTimes(random, options.start, options.end)) {
    const days = (timestamp - previous) / DAY;
    previous = timestamp;
    for (const s of states) {
      const shock = s.definition.dailyVolatility * Math.sqrt(days * 3) * (2 * random.next() - 1);
      s.fair *= 1 + shock - 0.05 * days * (s.fair / s.start - 1);
    }
    const txs: PlannedTx[] = [];
    const call = (trader: Trader, data: Hex, gas: bigint) =>
      txs.push({ from: trader.address, to: options.router, data, gas });

    const deposit = (trader: Trader, s: State, desiredA: bigint, desiredB: bigint) => {
      const [d0, d1] = s.aIs0 ? [desiredA, desiredB] : [desiredB, desiredA];
      const quoted = s.model.quoteDeposit(d0, d1);
      const [amountA, amountB] = s.aIs0 ? [quoted.amount0, quoted.amount1] : [quoted.amount1, quoted.amount0];
      const { tokenA, tokenB } = s.definition;
      if (quoted.liquidity <= 0n || amountA > balance(trader, tokenA) || amountB > balance(trader, tokenB))
        return undefined;
      s.model.deposit(trader.address, d0, d1);
      credit(trader, tokenA, -amountA);
      credit(trader, tokenB, -amountB);
      call(
        trader,
        encodeFunctionData({
          abi: uniswapRouterAbi,
          functionName: 'addLiquidity',
          args: [tokenA, tokenB, desiredA, desiredB, amountA, amountB, trader.address, DEADLINE],
        }),
        GAS.deposit,
      );
      walk.deposits++;
      return { amountA, amountB, liquidity: quoted.liquidity };
    };

    for (const scheduled of pending.filter((d) => d.notBefore <= timestamp)) {
      pending.splice(pending.indexOf(scheduled), 1);
      const s = states.find((x) => x.definition.name === scheduled.pairName);
      if (s === undefined) throw new Error(`no traded pair ${scheduled.pairName}`);
      const [rA, rB] = reservesAB(s);
      const desiredA = units(Number(rA) * scheduled.shareOfPool);
      const desiredB = (desiredA * rB) / rA + 1n;
      // Lent for the plan only: the trader is funded afterwards with exactly what the router takes.
      credit(scheduled.trader, s.definition.tokenA, desiredA);
      credit(scheduled.trader, s.definition.tokenB, desiredB);
      const planned = deposit(scheduled.trader, s, desiredA, desiredB);
      if (planned === undefined)
        throw new Error(`the scheduled deposit into ${scheduled.pairName} mints nothing`);
      credit(scheduled.trader, s.definition.tokenA, planned.amountA - desiredA);
      credit(scheduled.trader, s.definition.tokenB, planned.amountB - desiredB);
      scheduled.planned = planned;
    }

    const actions = random.int(3, 10);
    for (let i = 0; i < actions; i++) {
      const s = pickPair();
      const trader = random.pick(options.traders);
      const { tokenA, tokenB } = s.definition;
      const [rA, rB] = reservesAB(s);
      const roll = random.next();
      if (roll < 0.07) {
        // Add 0.5–4 % of the pool, a little more of B than the ratio needs so A sets the amounts.
        const f = random.between(0.005, 0.04);
        deposit(trader, s, units(Number(rA) * f), units(Number(rB) * f * random.between(1.001, 1.02)));
        continue;
      }
      if (roll < 0.12) {
        // Remove 0.5–4 % of the pool (as much as adds bring), at most what the trader holds.
        const held = s.model.shareOf(trader.address);
        const wanted = (s.model.totalSupply * BigInt(Math.round(random.between(5, 40)))) / 1000n;
        const liquidity = wanted < held ? wanted : held;
        const [pre0, pre1] = [s.model.reserve0, s.model.reserve1];
        const { amount0, amount1 } = s.model.withdraw(trader.address, liquidity);
        if (amount0 === 0n) continue;
        const [amountA, amountB] = s.aIs0 ? [amount0, amount1] : [amount1, amount0];
        credit(trader, tokenA, amountA);
        credit(trader, tokenB, amountB);
        call(
          trader,
          encodeFunctionData({
            abi: uniswapRouterAbi,
            functionName: 'removeLiquidity',
            args: [tokenA, tokenB, liquidity, amountA, amountB, trader.address, DEADLINE],
          }),
          GAS.withdraw,
        );
        walk.withdrawals++;
        if (s.model.reserve0 >= pre0 || s.model.reserve1 >= pre1)
          throw new Error('a withdrawal grew the pool');
        continue;
      }
      // Swap: mostly towards the outside price, part of the way; otherwise a random small trade.
      const price = Number(rB) / Number(rA);
      let aIn: boolean;
      let amountIn: number;
      if (random.chance(0.75)) {
        const target = price + (s.fair - price) * random.between(0.3, 0.9);
        const k = Number(rA) * Number(rB);
        aIn = s.fair < price;
        amountIn = aIn
          ? (Math.sqrt(k / target) - Number(rA)) / 0.997
          : (Math.sqrt(k * target) - Number(rB)) / 0.997;
      } else {
        aIn = random.chance(0.5);
        amountIn = Number(aIn ? rA : rB) * random.between(0.0001, 0.008);
      }
      const reserveIn = Number(aIn ? rA : rB);
      amountIn = Math.min(Math.max(amountIn, reserveIn * 0.0001), reserveIn * 0.03);
      const [tokenIn, tokenOut] = aIn ? [tokenA, tokenB] : [tokenB, tokenA];
      const exactIn = units(amountIn);
      if (exactIn === 0n || exactIn > balance(trader, tokenIn)) continue;
      const zeroForOne = aIn === s.aIs0;
      const out = s.model.swap(exactIn, zeroForOne);
      if (out === 0n) continue;
      credit(trader, tokenIn, -exactIn);
      credit(trader, tokenOut, out);
      call(
        trader,
        encodeFunctionData({
          abi: uniswapRouterAbi,
          functionName: 'swapExactTokensForTokens',
          args: [exactIn, out, [tokenIn, tokenOut], trader.address, DEADLINE],
        }),
        GAS.swap,
      );
      walk.swaps++;
    }
    if (txs.length > 0) walk.blocks.push({ timestamp, txs });
  }
  if (pending.length > 0) throw new Error('a scheduled deposit falls after the end of the walk');
  return walk;
}
