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

/**
 * A sent fMint step as `readFmintStep` reads it: `name(args)` called on `to`, saying `description` (whose kind is
 * the step's id in every fMint plan).
 */
export function sentCall(
  id: string,
  to: string,
  call: { name: string; args: readonly unknown[] },
  description: Record<string, unknown>,
) {
  return { id, kind: 'call', skip: false, to, call, description: { kind: id, ...description } };
}

/** A sent Allow as `readFmintStep` reads it: `increaseAllowance(spender, amount)` on `token`. */
export function sentAllow(
  token: string,
  spender: string,
  amount: bigint,
  position: { step: number; steps: number },
) {
  return {
    id: 'allow',
    kind: 'approve',
    skip: false,
    to: token,
    call: { name: 'increaseAllowance', args: [spender, amount] },
    description: { kind: 'allow', amount, position },
  };
}
