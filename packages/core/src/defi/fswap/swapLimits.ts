import { FSWAP } from './FSWAP.ts';

/**
 * The Allow step's margin over the amount sold, in basis points: 5 %, 5.5 % when selling FUSD. The minimum received
 * and the deadline are fUNI's (`minimumAmount`, `uniswapDeadline`): a trade is the same Uniswap V2 router call.
 */
export function swapAllowanceMarginBps(sellingFusd: boolean): bigint {
  return FSWAP.allowanceMarginBps + (sellingFusd ? FSWAP.fusdAllowanceExtraBps : 0n);
}
