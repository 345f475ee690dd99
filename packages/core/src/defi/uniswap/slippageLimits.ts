import { BASIS_POINTS } from '../../amounts/BASIS_POINTS.ts';
import { UNISWAP } from './UNISWAP.ts';

function clampBps(bps: bigint): bigint {
  return bps < 0n ? 0n : bps > BASIS_POINTS ? BASIS_POINTS : bps;
}

/**
 * The least an exact-input trade (or a liquidity change) may give: `amount` × (1 − slippage), rounded down so
 * the guard never turns away the amount the user accepted (docs/funi.md#slippage).
 */
export function minimumAmount(amount: bigint, slippageBps: bigint): bigint {
  if (amount <= 0n) return 0n;
  return (amount * (BASIS_POINTS - clampBps(slippageBps))) / BASIS_POINTS;
}

/** The most an exact-output trade may take: `amount` × (1 + slippage), rounded up (docs/funi.md#slippage). */
export function maximumAmount(amount: bigint, slippageBps: bigint): bigint {
  if (amount <= 0n) return 0n;
  const bps = slippageBps < 0n ? 0n : slippageBps;
  const product = amount * (BASIS_POINTS + bps);
  return (product + BASIS_POINTS - 1n) / BASIS_POINTS;
}

/** A deadline in chain time: the latest block's timestamp + 1200 s, never the browser clock. */
export function uniswapDeadline(chainTime: bigint): bigint {
  return chainTime + UNISWAP.deadlineSeconds;
}
