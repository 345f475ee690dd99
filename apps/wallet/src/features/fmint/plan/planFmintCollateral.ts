import { buildFmintCall, FMINT, planCollateralChange } from '@fantom-wallet/core';
import type { ChainFacts, TransactionStep } from '../../transactions/index.ts';
import type { CollateralOrder } from '../flows/FmintOrder.ts';
import type { FmintPlanContext } from './FmintPlanContext.ts';
import { type FmintStep, numberSteps } from './FmintStep.ts';
import { fmintAllowStep } from './fmintAllowStep.ts';

/**
 * Lock or unlock (docs/fmint.md#lock-and-unlock): a higher total deposits the difference — Allow 105 % of it to
 * fMint (left out when the allowance covers it), then `mustDeposit`; a lower total withdraws the difference with
 * `mustWithdraw`, or the whole locked balance when less than 10^-6 of the token would remain. No steps when the
 * total is unchanged.
 */
export function planFmintCollateral(
  order: CollateralOrder,
  { config, token }: FmintPlanContext,
  facts: ChainFacts,
): TransactionStep<FmintStep>[] {
  const change = planCollateralChange(order.locked, order.target, token.decimals);
  if (change.kind === 'unchanged') return [];
  const { amount } = change;
  if (change.kind === 'withdraw')
    return numberSteps([
      {
        kind: 'call',
        id: 'withdraw',
        call: buildFmintCall(config.fmint, { action: 'mustWithdraw', token: order.token, amount }),
        description: { kind: 'withdraw', amount, all: change.all },
      },
    ]);
  return numberSteps([
    fmintAllowStep(order.token, config.fmint, amount, FMINT.depositAllowanceMarginBps, facts),
    {
      kind: 'call',
      id: 'deposit',
      call: buildFmintCall(config.fmint, { action: 'mustDeposit', token: order.token, amount }),
      description: { kind: 'deposit', amount },
    },
  ]);
}
