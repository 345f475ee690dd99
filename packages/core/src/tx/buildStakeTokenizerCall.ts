import { encodeFunctionData } from 'viem';
import type { Address } from '../types/Address.ts';
import { stakeTokenizerAbi } from './abi/stakeTokenizerAbi.ts';
import type { TransactionCall } from './TransactionCall.ts';

/**
 * sFTM: `mintSFTM(validatorId)` or `redeemSFTM(validatorId, amount)` on the tokenizer
 * (packages/contracts/README.md#what-the-wallet-calls).
 */
export function buildStakeTokenizerCall(
  tokenizer: Address,
  call:
    | { action: 'mintSFTM'; validatorId: bigint }
    | { action: 'redeemSFTM'; validatorId: bigint; amount: bigint },
): TransactionCall {
  const data =
    call.action === 'mintSFTM'
      ? encodeFunctionData({ abi: stakeTokenizerAbi, functionName: 'mintSFTM', args: [call.validatorId] })
      : encodeFunctionData({
          abi: stakeTokenizerAbi,
          functionName: 'redeemSFTM',
          args: [call.validatorId, call.amount],
        });
  return { to: tokenizer, value: 0n, data };
}
