import { applyBasisPoints } from '../amounts/applyBasisPoints.ts';
import { STAKING } from './STAKING.ts';

/** spec 2 §5.5: repay step 1 allows 105 % of the outstanding sFTM (rounded up, never short). */
export function sftmRepayAllowance(outstandingSftm: bigint): bigint {
  return applyBasisPoints(outstandingSftm, STAKING.repayAllowanceBps, 'up');
}
