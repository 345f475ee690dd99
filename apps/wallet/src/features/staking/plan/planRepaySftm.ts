import { type Address, buildStakeTokenizerCall, planApproval, STAKING } from '@fantom-wallet/core';
import type { TransactionStep } from '../../transactions/index.ts';
import { REPAY_STEP_IDS } from './REPAY_STEP_IDS.ts';
import type { StakingStep } from './StakingStep.ts';

/**
 * Repay sFTM (docs/staking.md#repay-sftm): Allow — the sFTM token's `increaseAllowance(tokenizer, outstanding +
 * 5 %)`, left out when the allowance already covers the outstanding amount — then the tokenizer's
 * `redeemSFTM(validator, outstanding)`. The outstanding amount and the allowance are the ones read when the flow
 * opened.
 */
export function planRepaySftm(
  order: { validatorId: bigint; outstanding: bigint },
  facts: { allowance: bigint },
  contracts: { tokenizer: Address; sftm: Address },
): TransactionStep<StakingStep>[] {
  const { validatorId, outstanding } = order;
  const { tokenizer, sftm } = contracts;
  const approval = planApproval({
    token: sftm,
    spender: tokenizer,
    amount: outstanding,
    allowance: facts.allowance,
    margin: STAKING.repayAllowanceMarginBps,
  });
  return [
    {
      kind: 'approve',
      id: REPAY_STEP_IDS[0],
      skip: approval === null,
      token: sftm,
      spender: tokenizer,
      amount: approval?.amount ?? 0n,
      call: approval?.call ?? null,
      description: { kind: 'allow', validatorId, amount: approval?.amount ?? 0n },
    },
    {
      kind: 'call',
      id: REPAY_STEP_IDS[1],
      call: buildStakeTokenizerCall(tokenizer, { action: 'redeemSFTM', validatorId, amount: outstanding }),
      description: { kind: 'repay', validatorId, amount: outstanding },
    },
  ];
}
