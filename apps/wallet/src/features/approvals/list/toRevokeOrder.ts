import type { FwalletAllowance } from '@fantom-wallet/api-client';
import { revokeStepId } from '../revoke/planRevokes.ts';
import type { RevokeOrder } from '../revoke/RevokeOrder.ts';

/** A row's key in the selection: its token and spender (the revoke step's id). */
export const rowKey = (allowance: FwalletAllowance) =>
  revokeStepId({ token: allowance.token.address, spender: allowance.spender.address });

/** The selected rows as a revoke order, in the list's order (riskiest first): what the confirmation plans from. */
export function toRevokeOrder(rows: readonly FwalletAllowance[], selected: ReadonlySet<string>): RevokeOrder {
  return {
    revokes: rows
      .filter((row) => selected.has(rowKey(row)))
      .map((row) => ({
        token: row.token.address,
        spender: row.spender.address,
        kind: row.token.kind,
        symbol: row.token.symbol,
        decimals: row.token.decimals,
        spenderLabel: row.spender.label,
        amount: row.allItems ? null : row.amount,
        unlimited: row.unlimited,
      })),
  };
}
