import type { ChainFacts, TransactionStep } from '../../transactions/index.ts';
import type { FmintOrder } from '../flows/FmintOrder.ts';
import type { FmintPlanContext } from './FmintPlanContext.ts';
import type { FmintStep } from './FmintStep.ts';
import { planFmintCollateral } from './planFmintCollateral.ts';
import { planFmintDebt } from './planFmintDebt.ts';

/** A form's order as steps: lock and unlock, or mint and repay (docs/fmint.md#transactions). */
export function planFmint(
  order: FmintOrder,
  context: FmintPlanContext,
  facts: ChainFacts,
): TransactionStep<FmintStep>[] {
  return order.kind === 'collateral'
    ? planFmintCollateral(order, context, facts)
    : planFmintDebt(order, context, facts);
}
