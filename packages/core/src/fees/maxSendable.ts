import { balanceReserve } from './balanceReserve.ts';

/**
 * The remaining balance a user may send or stake: balance minus the reserve for the fee
 * (docs/transactions.md#fee-and-reserve). Negative when the balance cannot even pay the reserve;
 * the validators turn that into 'You have no balance left'.
 */
export function maxSendable(balance: bigint, fee: bigint): bigint {
  return balance - balanceReserve(fee);
}
