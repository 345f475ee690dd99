import { type Address, planApproval } from '@fantom-wallet/core';
import { type ChainFacts, requireFact, type TransactionStep } from '../../transactions/index.ts';
import type { FmintStepAction } from './FmintStep.ts';

/**
 * The Allow before a deposit or a repay (docs/fmint.md#transactions): raise fMint's allowance by the amount plus
 * the margin (105 %, 105.1 %), left out when the allowance already covers the amount.
 */
export function fmintAllowStep(
  token: Address,
  fmint: Address,
  amount: bigint,
  margin: bigint,
  facts: ChainFacts,
): TransactionStep<FmintStepAction> {
  const approval = planApproval({
    token,
    spender: fmint,
    amount,
    allowance: requireFact(facts.allowance, 'allowance'),
    margin,
  });
  return {
    kind: 'approve',
    id: 'allow',
    skip: approval === null,
    token,
    spender: fmint,
    amount: approval?.amount ?? amount,
    call: approval?.call ?? null,
    description: { kind: 'allow', amount: approval?.amount ?? amount },
  };
}
