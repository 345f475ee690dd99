import { decodeFunctionData, type Hex, parseAbi } from 'viem';
import type { TransactionStep } from '../../transactions/index.ts';
import type { FmintStep } from '../plan/FmintStep.ts';

/** The fMint, reward and ERC-20 functions the plans call, to read their calls back in tests. */
const abi = parseAbi([
  'function mustDeposit(address token, uint256 amount)',
  'function mustWithdraw(address token, uint256 amount)',
  'function mustMint(address token, uint256 amount)',
  'function mustMintMax(address token, uint256 ratio)',
  'function mustRepay(address token, uint256 amount)',
  'function mustRepayMax(address token)',
  'function mustRewardClaim()',
  'function mustRewardPush()',
  'function increaseAllowance(address spender, uint256 addedValue)',
]);

/** A step's call as its function's name and arguments (none when the step sends nothing). */
export function decodeFmintCall(call: { data: Hex } | null | undefined) {
  if (!call) return null;
  const decoded = decodeFunctionData({ abi, data: call.data });
  return { name: decoded.functionName, args: decoded.args ?? [] };
}

/** A planned step as a test reads it: what it is, whether it is sent, where to, what it calls, what it says. */
export function readFmintStep(step: TransactionStep<FmintStep> | undefined) {
  if (!step) return undefined;
  return {
    id: step.id,
    kind: step.kind,
    skip: step.skip === true,
    to: step.call?.to,
    call: decodeFmintCall(step.call),
    description: step.description,
  };
}
