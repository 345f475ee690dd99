/** 1e18: the fixed point of the governance contract's ratios (minVotes, minAgreement, agreementRatio). */
export const GOVERNANCE_ONE = 10n ** 18n;

/**
 * `part ÷ whole` as a percentage with exactly 2 fraction digits ('12.35'), on bigint so no wei is lost;
 * the last digit is rounded half up (docs/governance.md#percentages). A zero (or negative) whole gives '0.00'.
 */
export function percentOf(part: bigint, whole: bigint): string {
  if (whole <= 0n) return '0.00';
  const negative = part < 0n;
  const magnitude = negative ? -part : part;
  // hundredths of a percent, rounded half up: (part × 10000 + whole ÷ 2) ÷ whole, without losing the half
  const hundredths = (magnitude * 20_000n + whole) / (2n * whole);
  const whole100 = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  return `${negative && hundredths > 0n ? '-' : ''}${whole100}.${fraction}`;
}

/** A 1e18 fixed-point ratio (1e18 = 100 %) as a percentage with 2 fraction digits ('70.00'). */
export function fixedPointPercent(value: bigint): string {
  return percentOf(value, GOVERNANCE_ONE);
}
