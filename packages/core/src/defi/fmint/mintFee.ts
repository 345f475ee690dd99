import { FMINT } from './FMINT.ts';

/** docs/fmint.md#mint-fee: what minting `amount` costs, amount × fee4 ÷ 10,000 + 1 (the contract's own rounding). */
export function mintFee(amount: bigint, fee4: bigint): bigint {
  if (amount <= 0n) return 0n;
  return (amount * fee4) / FMINT.feeDigitsCorrection + 1n;
}

/** What arrives in the wallet when `amount` is minted: the amount less the fee, never below 0. */
export function mintReceived(amount: bigint, fee4: bigint): bigint {
  const received = amount - mintFee(amount, fee4);
  return received > 0n ? received : 0n;
}
