import { type Address, planCollateralChange, planDebtChange } from '@fantom-wallet/core';
import type { FlowKey } from '../../../shared/flows/FLOW_IDS.ts';
import type { FmintOrder } from '../flows/FmintOrder.ts';

/** The flow an order runs on its token, and whether it spends from fMint's allowance (an Allow may come first). */
export interface FmintOrderFlow {
  key: FlowKey;
  spends: boolean;
}

const FLOWS = {
  deposit: { id: 'fmint-deposit', spends: true },
  withdraw: { id: 'fmint-withdraw', spends: false },
  mint: { id: 'fmint-mint', spends: false },
  repay: { id: 'fmint-repay', spends: true },
} as const;

/** Which flow an order is (docs/fmint.md#transactions), null when it changes nothing. */
export function fmintOrderFlow(
  order: FmintOrder,
  token: { address: Address; decimals: number },
): FmintOrderFlow | null {
  const change =
    order.kind === 'collateral'
      ? planCollateralChange(order.locked, order.target, token.decimals)
      : planDebtChange(order.debt, order.target, order.maxDebt);
  if (change.kind === 'unchanged') return null;
  const { id, spends } = FLOWS[change.kind];
  return { key: { id, subject: token.address }, spends };
}
