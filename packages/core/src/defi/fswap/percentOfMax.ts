/** `percent` (0–100, clamped) of `max`, rounded down: what a slider mark fills in (docs/fswap.md#slider). */
export function amountAtPercent(max: bigint, percent: number): bigint {
  if (max <= 0n || !Number.isFinite(percent)) return 0n;
  const whole = BigInt(Math.min(100, Math.max(0, Math.round(percent))));
  return (max * whole) / 100n;
}

/** Where an amount puts the slider: its whole percent of `max` (rounded to nearest), clamped to 0–100. */
export function percentOfMax(amount: bigint, max: bigint): number {
  if (max <= 0n || amount <= 0n) return 0;
  if (amount >= max) return 100;
  return Number((amount * 100n + max / 2n) / max);
}
