import type { FmintConfig, FmintToken } from '../data/FmintData.ts';

/** What an fMint plan reads besides its order and the chain facts: fMint's data when the flow opened. */
export interface FmintPlanContext {
  /** fMint's contract, the minimum C-ratio a max mint stops at, and the mint fee (docs/fmint.md#numbers). */
  config: Pick<FmintConfig, 'fmint' | 'minRatioBps' | 'fee4'>;
  /** The order's token: its decimals (the remainder rule) and what the wallet holds of it (a max repay). */
  token: Pick<FmintToken, 'decimals' | 'available'>;
}
