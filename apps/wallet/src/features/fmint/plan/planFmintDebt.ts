import { buildFmintCall, FMINT, mintFee, mintReceived, planDebtChange } from '@fantom-wallet/core';
import type { ChainFacts, TransactionStep } from '../../transactions/index.ts';
import type { DebtOrder } from '../flows/FmintOrder.ts';
import type { FmintPlanContext } from './FmintPlanContext.ts';
import { type FmintStep, numberSteps } from './FmintStep.ts';
import { fmintAllowStep } from './fmintAllowStep.ts';

/**
 * Mint or repay (docs/fmint.md#mint-and-repay): a higher debt mints the difference (`mustMint`), or, above 99.5 %
 * of the form's maximum, the contract's own maximum at the minimum ratio (`mustMintMax`); a lower debt repays —
 * Allow 105.1 % to fMint (left out when the allowance covers it), then `mustRepay`, or above 99.5 % of the debt
 * `mustRepayMax`, allowed for all of the debt the wallet holds. No steps when the debt is unchanged.
 */
export function planFmintDebt(
  order: DebtOrder,
  { config, token }: FmintPlanContext,
  facts: ChainFacts,
): TransactionStep<FmintStep>[] {
  const change = planDebtChange(order.debt, order.target, order.maxDebt);
  if (change.kind === 'unchanged') return [];
  const { fmint } = config;
  if (change.kind === 'mint') {
    const { amount, max } = change;
    return numberSteps([
      {
        kind: 'call',
        id: 'mint',
        call: max
          ? buildFmintCall(fmint, { action: 'mustMintMax', token: order.token, ratio: config.minRatioBps })
          : buildFmintCall(fmint, { action: 'mustMint', token: order.token, amount }),
        description: {
          kind: 'mint',
          amount,
          fee: mintFee(amount, config.fee4),
          received: mintReceived(amount, config.fee4),
          max,
        },
      },
    ]);
  }
  // Repaying all of it the wallet holds: the allowance covers the smaller of the debt and the balance.
  const amount = change.max ? (token.available < order.debt ? token.available : order.debt) : change.amount;
  return numberSteps([
    fmintAllowStep(order.token, fmint, amount, FMINT.repayAllowanceMarginBps, facts),
    {
      kind: 'call',
      id: 'repay',
      call: change.max
        ? buildFmintCall(fmint, { action: 'mustRepayMax', token: order.token })
        : buildFmintCall(fmint, { action: 'mustRepay', token: order.token, amount }),
      description: { kind: 'repay', amount, max: change.max },
    },
  ]);
}
