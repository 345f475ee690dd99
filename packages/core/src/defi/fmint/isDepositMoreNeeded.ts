import { FMINT } from './FMINT.ts';

/** docs/fmint.md#lock-and-unlock: 'Deposit more {symbol}…' shows while the wallet holds 0.01 of the token or less. */
export function isDepositMoreNeeded(available: bigint, decimals: number): boolean {
  const threshold =
    decimals >= FMINT.depositMoreDigits ? 10n ** BigInt(decimals - FMINT.depositMoreDigits) : 0n;
  return available <= threshold;
}
