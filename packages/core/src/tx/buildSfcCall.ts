import { encodeFunctionData } from 'viem';
import { WalletError } from '../errors/WalletError.ts';
import type { Address } from '../types/Address.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';
import { sfcAbi } from './abi/sfcAbi.ts';
import type { TransactionCall } from './TransactionCall.ts';

/**
 * The SFC calls of the staking flows (docs/staking.md), each with its arguments in the contract's order
 * (packages/contracts/README.md#what-the-wallet-calls).
 */
export type SfcCall =
  | { action: 'delegate'; validatorId: bigint; amount: bigint }
  | { action: 'claimRewards'; validatorId: bigint }
  | { action: 'restakeRewards'; validatorId: bigint }
  | { action: 'lockStake'; validatorId: bigint; duration: bigint; amount: bigint }
  /** The wallet extends a lock with amount 0. */
  | { action: 'relockStake'; validatorId: bigint; duration: bigint; amount?: bigint }
  | { action: 'unlockStake'; validatorId: bigint; amount: bigint }
  | { action: 'undelegate'; validatorId: bigint; withdrawRequestId: bigint; amount: bigint }
  | { action: 'withdraw'; validatorId: bigint; withdrawRequestId: bigint | undefined };

function encode(call: SfcCall) {
  switch (call.action) {
    case 'delegate':
    case 'claimRewards':
    case 'restakeRewards':
      return encodeFunctionData({ abi: sfcAbi, functionName: call.action, args: [call.validatorId] });
    case 'lockStake':
      return encodeFunctionData({
        abi: sfcAbi,
        functionName: 'lockStake',
        args: [call.validatorId, call.duration, call.amount],
      });
    case 'relockStake':
      return encodeFunctionData({
        abi: sfcAbi,
        functionName: 'relockStake',
        args: [call.validatorId, call.duration, call.amount ?? 0n],
      });
    case 'unlockStake':
      return encodeFunctionData({
        abi: sfcAbi,
        functionName: 'unlockStake',
        args: [call.validatorId, call.amount],
      });
    case 'undelegate':
      return encodeFunctionData({
        abi: sfcAbi,
        functionName: 'undelegate',
        args: [call.validatorId, call.withdrawRequestId, call.amount],
      });
    case 'withdraw':
      if (call.withdrawRequestId === undefined) {
        // docs/staking.md#withdraw
        throw new WalletError('NEED_WITHDRAW_REQUEST_ID', MESSAGES.needWithdrawRequestId);
      }
      return encodeFunctionData({
        abi: sfcAbi,
        functionName: 'withdraw',
        args: [call.validatorId, call.withdrawRequestId],
      });
  }
}

/** Builds a transaction to the network's SFC (`network.contracts.sfc`); only `delegate` carries value (wei). */
export function buildSfcCall(sfc: Address, call: SfcCall): TransactionCall {
  return { to: sfc, value: call.action === 'delegate' ? call.amount : 0n, data: encode(call) };
}
