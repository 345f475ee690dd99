import { applyBasisPoints } from '../../amounts/applyBasisPoints.ts';
import { BASIS_POINTS } from '../../amounts/BASIS_POINTS.ts';
import { FSWAP } from './FSWAP.ts';

/** The least the trade may give (docs/fswap.md#trade): the quote less the slippage tolerance, rounded down. */
export function minimumReceived(quotedOut: bigint, slippageBps: bigint): bigint {
  const slippage = slippageBps < 0n ? 0n : slippageBps > BASIS_POINTS ? BASIS_POINTS : slippageBps;
  return applyBasisPoints(quotedOut, BASIS_POINTS - slippage);
}

/** The Allow step's margin over the amount sold, in basis points: 5 %, 5.5 % when selling FUSD. */
export function swapAllowanceMarginBps(sellingFusd: boolean): bigint {
  return FSWAP.allowanceMarginBps + (sellingFusd ? FSWAP.fusdAllowanceExtraBps : 0n);
}

/** The trade's deadline: the latest block's time (seconds) + 1200 s, never the browser clock. */
export function swapDeadline(chainTime: bigint): bigint {
  return chainTime + FSWAP.deadlineSeconds;
}
