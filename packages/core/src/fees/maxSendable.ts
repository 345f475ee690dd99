import { balanceReserve } from './balanceReserve.ts';

/**
 * The remaining balance a user may send or stake: balance minus the reserve for the fee (spec 2 §5.1,
 * §9 'Remaining balance reserves twice the fee'). Negative when the balance cannot even pay the reserve;
 * the validators turn that into 'You have no balance left'.
 */
export function maxSendable(balance: bigint, fee: bigint): bigint {
  return balance - balanceReserve(fee);
}
