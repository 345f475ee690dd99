import { lessSlippageReserve } from './slippageReserve.ts';

export interface DebtBoundsInput {
  /** This synth's debt, its balance in the wallet and what may still be minted of it. */
  debt: bigint;
  balance: bigint;
  maxMintable: bigint;
  reserveBps: bigint;
}

/**
 * docs/fmint.md#debt-bounds: the debt may go down by what the wallet holds of the synth (to 0 at most) and up by
 * what may still be minted less the slippage reserve.
 */
export function debtBounds({ debt, balance, maxMintable, reserveBps }: DebtBoundsInput): {
  min: bigint;
  max: bigint;
} {
  const min = balance >= debt ? 0n : debt - (balance > 0n ? balance : 0n);
  const max = debt + lessSlippageReserve(maxMintable > 0n ? maxMintable : 0n, reserveBps);
  return { min, max };
}
