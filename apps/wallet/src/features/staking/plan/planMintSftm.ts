import { type Address, buildStakeTokenizerCall } from '@fantom-wallet/core';
import type { TransactionStep } from '../../transactions/index.ts';
import type { StakingStep } from './StakingStep.ts';

/**
 * Mint sFTM (docs/staking.md#mint-sftm): the tokenizer's `mintSFTM(validator)`, which mints 1 sFTM per locked FTM
 * not yet minted (the locked amount less the outstanding sFTM, never below 0).
 */
export function planMintSftm(
  order: { validatorId: bigint; lockedAmount: bigint; outstandingSftm: bigint },
  tokenizer: Address,
): TransactionStep<StakingStep>[] {
  const { validatorId, lockedAmount, outstandingSftm } = order;
  return [
    {
      kind: 'call',
      id: 'mint',
      call: buildStakeTokenizerCall(tokenizer, { action: 'mintSFTM', validatorId }),
      description: {
        kind: 'mint',
        validatorId,
        amount: lockedAmount > outstandingSftm ? lockedAmount - outstandingSftm : 0n,
      },
    },
  ];
}
