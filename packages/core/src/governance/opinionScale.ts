import { percentOf } from './percentOf.ts';

/**
 * The agreement of each opinion level: its scale ÷ the last (largest) scale, as a percentage; trailing zeros of
 * the fraction are dropped so the slider's marks stay short ('0%', '50%', '33.33%')
 * (docs/governance.md#your-votes).
 */
export function opinionScaleLabels(scales: readonly bigint[]): string[] {
  const last = scales.at(-1) ?? 0n;
  return scales.map((scale) => `${percentOf(scale, last).replace(/\.?0+$/, '')}%`);
}

/** Where each option's slider starts: the middle level (index 2 of 0–4, 1 of 0–2; the lower middle when even). */
export function middleOpinion(levels: number): number {
  return levels <= 0 ? 0 : Math.floor((levels - 1) / 2);
}
