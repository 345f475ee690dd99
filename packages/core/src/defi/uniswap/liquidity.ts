import { quoteAmount } from './uniswapMath.ts';

/** A whole, in hundredths of a percent, for shares (1234n = 12.34 %). */
const WHOLE = 10_000n;

/** What `liquidity` LP tokens are worth in each token: liquidity × reserve ÷ supply, rounded down. */
export function amountsForLiquidity(
  liquidity: bigint,
  reserves: readonly [bigint, bigint],
  totalSupply: bigint,
): [bigint, bigint] {
  if (liquidity <= 0n || totalSupply <= 0n) return [0n, 0n];
  const part = liquidity > totalSupply ? totalSupply : liquidity;
  return [(part * reserves[0]) / totalSupply, (part * reserves[1]) / totalSupply];
}

/**
 * The LP tokens a remove of `percent` (a whole 0–100) burns: the share × percent ÷ 100, rounded down; 100 % is
 * the whole share, to the last of its 18 decimals (docs/funi.md#remove-liquidity).
 */
export function liquidityAtPercent(share: bigint, percent: number): bigint {
  if (share <= 0n || !Number.isFinite(percent) || percent <= 0) return 0n;
  if (percent >= 100) return share;
  return (share * BigInt(Math.floor(percent))) / 100n;
}

/** `part` of `whole` in hundredths of a percent, rounded down; 0 when the whole is 0. */
export function shareOfWhole(part: bigint, whole: bigint): bigint {
  if (whole <= 0n || part <= 0n) return 0n;
  const share = (part * WHOLE) / whole;
  return share > WHOLE ? WHOLE : share;
}

/**
 * The LP tokens an add of `amounts` mints (Uniswap V2's `mint` on a pool with supply): the smaller of
 * amount × supply ÷ reserve over both tokens, rounded down; 0 for a pool without supply.
 */
export function liquidityMinted(
  amounts: readonly [bigint, bigint],
  reserves: readonly [bigint, bigint],
  totalSupply: bigint,
): bigint {
  if (totalSupply <= 0n || reserves[0] <= 0n || reserves[1] <= 0n) return 0n;
  if (amounts[0] <= 0n || amounts[1] <= 0n) return 0n;
  const a = (amounts[0] * totalSupply) / reserves[0];
  const b = (amounts[1] * totalSupply) / reserves[1];
  return a < b ? a : b;
}

/**
 * The pool share after an add (docs/funi.md#add-liquidity): (the wallet's LP tokens + what the add mints) ÷
 * (supply + what it mints), in hundredths of a percent, rounded down.
 */
export function poolShareAfterAdd(
  amounts: readonly [bigint, bigint],
  reserves: readonly [bigint, bigint],
  totalSupply: bigint,
  owned: bigint,
): bigint {
  const minted = liquidityMinted(amounts, reserves, totalSupply);
  return shareOfWhole(owned + minted, totalSupply + minted);
}

/**
 * Both amounts of an add when one side is typed (docs/funi.md#add-liquidity): the other is the pool's quote
 * of it (rounded down). `side` 0 means amount A was typed.
 */
export function counterpartAmount(
  typed: bigint,
  side: 0 | 1,
  reserves: readonly [bigint, bigint],
): [bigint, bigint] {
  return side === 0
    ? [typed, quoteAmount(typed, reserves[0], reserves[1])]
    : [quoteAmount(typed, reserves[1], reserves[0]), typed];
}

/**
 * What Max fills on side `side` (docs/funi.md#add-liquidity): that token's balance, limited so the counterpart
 * at the pool's ratio does not exceed the other balance. Without reserves the balance itself.
 */
export function maxLiquidityAmount(
  side: 0 | 1,
  balances: readonly [bigint, bigint],
  reserves: readonly [bigint, bigint],
): bigint {
  const own = balances[side] > 0n ? balances[side] : 0n;
  const other = balances[side === 0 ? 1 : 0] > 0n ? balances[side === 0 ? 1 : 0] : 0n;
  const reserveOwn = reserves[side];
  const reserveOther = reserves[side === 0 ? 1 : 0];
  if (reserveOwn <= 0n || reserveOther <= 0n) return own;
  // the largest x with quote(x) = x × reserveOther ÷ reserveOwn ≤ other
  const limit = ((other + 1n) * reserveOwn - 1n) / reserveOther;
  return own < limit ? own : limit;
}
