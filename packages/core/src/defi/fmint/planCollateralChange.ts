import { FMINT } from './FMINT.ts';

export type CollateralChange =
  | { kind: 'unchanged' }
  | { kind: 'deposit'; amount: bigint }
  /** `all`: the remainder rule turned it into a withdrawal of the whole locked balance. */
  | { kind: 'withdraw'; amount: bigint; all: boolean };

/**
 * docs/fmint.md#lock-and-unlock: what moving the locked amount from `locked` to `target` sends. The same amount
 * submits nothing; less collateral withdraws the difference, or everything when less than 10^-6 of the token
 * would remain.
 */
export function planCollateralChange(locked: bigint, target: bigint, decimals: number): CollateralChange {
  if (target === locked) return { kind: 'unchanged' };
  if (target > locked) return { kind: 'deposit', amount: target - locked };
  const dust = decimals > FMINT.remainderDigits ? 10n ** BigInt(decimals - FMINT.remainderDigits) : 1n;
  if (target < dust) return { kind: 'withdraw', amount: locked, all: true };
  return { kind: 'withdraw', amount: locked - target, all: false };
}
