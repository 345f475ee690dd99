import { decodeFunctionData, erc20Abi } from 'viem';
import type { TransactionCall } from '../tx/TransactionCall.ts';
import type { Address } from '../types/Address.ts';
import { tokenStandardAbi } from './tokenStandardAbi.ts';

/** What the calls say they send: an amount of FTM (token null) or of one ERC-20. */
export interface CallIntent {
  token: Address | null;
  amount: bigint;
}

/**
 * The amounts the calls say they send, to compare with what a simulation takes (docs/simulation.md#warnings):
 * the FTM value of all calls, and the amount of each ERC-20 `transfer` per token. For a site's request this is
 * its own value and data.
 */
export function callIntents(calls: readonly TransactionCall[]): CallIntent[] {
  const tokens = new Map<string, CallIntent>();
  let ftm = 0n;
  for (const call of calls) {
    ftm += call.value;
    if (call.to === null) continue; // a contract creation transfers no token
    try {
      const decoded = decodeFunctionData({ abi: erc20Abi, data: call.data });
      if (decoded.functionName !== 'transfer') continue;
      const key = call.to.toLowerCase();
      const known = tokens.get(key);
      tokens.set(key, { token: key as Address, amount: (known?.amount ?? 0n) + decoded.args[1] });
    } catch {
      // Not a token transfer.
    }
  }
  return [{ token: null, amount: ftm }, ...tokens.values()];
}

const APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'approve',
  'increaseAllowance',
  'decreaseAllowance',
  'setApprovalForAll',
]);

/**
 * Whether a call may take tokens that no call states (docs/simulation.md#warnings): data sent to a contract
 * that is not one of the deployment's (`knownContract` false), unless the data is a token approval, whose
 * effect is the approval the panel shows and warns about. The deployment's contracts move only what their
 * arguments say, which the wallet built from what was typed; a plain FTM send carries no data.
 */
export function mayTakeUnstated(call: TransactionCall, knownContract: boolean): boolean {
  if (knownContract || call.data === '0x' || call.data.length <= 2) return false;
  try {
    return !APPROVAL_METHODS.has(decodeFunctionData({ abi: tokenStandardAbi, data: call.data }).functionName);
  } catch {
    return true;
  }
}
