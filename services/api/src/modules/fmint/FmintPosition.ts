import type { DefiTokenModel } from './models/DefiTokenModel.ts';

export interface FmintPoolBalance {
  token: DefiTokenModel;
  balance: bigint;
}

/** One account's balances in the collateral and debt pools (non-zero only) and their values in fUSD units. */
export interface FmintPosition {
  collateral: FmintPoolBalance[];
  debt: FmintPoolBalance[];
  collateralValue: bigint;
  debtValue: bigint;
}
