import { encodeFunctionData } from 'viem';
import type { TransactionCall } from '../../tx/TransactionCall.ts';
import type { Address } from '../../types/Address.ts';
import { fmintAbi, fmintRewardAbi } from './fmintAbi.ts';

/** One fMint write (docs/fmint.md#transactions), with its arguments in the contract's order. */
export type FmintCall =
  | { action: 'mustDeposit' | 'mustWithdraw' | 'mustMint' | 'mustRepay'; token: Address; amount: bigint }
  /** `ratio`: the C-ratio (basis points, the contract's 4 decimals) the mint may bring the account down to. */
  | { action: 'mustMintMax'; token: Address; ratio: bigint }
  | { action: 'mustRepayMax'; token: Address };

function encode(call: FmintCall) {
  switch (call.action) {
    case 'mustMintMax':
      return encodeFunctionData({ abi: fmintAbi, functionName: call.action, args: [call.token, call.ratio] });
    case 'mustRepayMax':
      return encodeFunctionData({ abi: fmintAbi, functionName: call.action, args: [call.token] });
    default:
      return encodeFunctionData({
        abi: fmintAbi,
        functionName: call.action,
        args: [call.token, call.amount],
      });
  }
}

/** A call to the FantomMint contract at `fmint` (value 0). */
export function buildFmintCall(fmint: Address, call: FmintCall): TransactionCall {
  return { to: fmint, value: 0n, data: encode(call) };
}

/** `mustRewardClaim()` or `mustRewardPush()` on the reward distribution (docs/fmint.md#rewards). */
export function buildFmintRewardCall(distribution: Address, action: 'claim' | 'push'): TransactionCall {
  const functionName = action === 'claim' ? 'mustRewardClaim' : 'mustRewardPush';
  return { to: distribution, value: 0n, data: encodeFunctionData({ abi: fmintRewardAbi, functionName }) };
}
