/** The forms and confirmations fMint opens, in a window from the overview or as a view by their own path. */
export type FmintMode =
  | 'lock'
  | 'unlock'
  | 'lock-unlock'
  | 'manage-collateral'
  | 'mint'
  | 'repay'
  | 'mint-repay'
  | 'manage-fusd';

export type FmintAction =
  | { kind: 'form'; mode: FmintMode; tokenAddress?: string | undefined }
  | { kind: 'rewards'; action: 'claim' | 'push' };

export const COLLATERAL_MODES: readonly FmintMode[] = ['lock', 'unlock', 'lock-unlock', 'manage-collateral'];
export const DEBT_MODES: readonly FmintMode[] = ['mint', 'repay', 'mint-repay', 'manage-fusd'];

export function isCollateralMode(mode: FmintMode): boolean {
  return COLLATERAL_MODES.includes(mode);
}

/** The modes with a token picker and without Min, Reset and Max (docs/fmint.md#inputs). */
export function isPickerMode(mode: FmintMode): boolean {
  return (
    mode === 'lock-unlock' || mode === 'manage-collateral' || mode === 'mint-repay' || mode === 'manage-fusd'
  );
}
