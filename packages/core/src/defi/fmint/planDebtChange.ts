import { BASIS_POINTS } from '../../amounts/BASIS_POINTS.ts';
import { FMINT } from './FMINT.ts';

export type DebtChange =
  | { kind: 'unchanged' }
  /** `max`: above 99.5 % of the maximum, the contract mints its own maximum (`mustMintMax`). */
  | { kind: 'mint'; amount: bigint; max: boolean }
  /** `max`: repaying above 99.5 % of the debt repays all of it the wallet holds (`mustRepayMax`). */
  | { kind: 'repay'; amount: bigint; max: boolean };

/**
 * docs/fmint.md#mint-and-repay: what moving one synth's debt from `debt` to `target` sends, given the largest
 * debt allowed (`maxDebt`).
 */
export function planDebtChange(debt: bigint, target: bigint, maxDebt: bigint): DebtChange {
  if (target === debt) return { kind: 'unchanged' };
  if (target > debt) {
    const max = maxDebt > 0n && target * BASIS_POINTS > maxDebt * FMINT.maxRatioBps;
    return { kind: 'mint', amount: target - debt, max };
  }
  const amount = debt - target;
  return { kind: 'repay', amount, max: amount * BASIS_POINTS > debt * FMINT.maxRatioBps };
}
