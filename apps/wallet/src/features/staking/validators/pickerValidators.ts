import type { Validator } from './Validator.ts';

export type PickerRow = Validator & {
  /** Why Select is disabled (docs/staking.md#validator-picker), or null when it is enabled. */
  disabledReason: 'offline' | 'delegated' | null;
};

/**
 * The Validators picker's rows (docs/staking.md#validator-picker): cheaters and validators with zero stake
 * are not listed; Select is disabled for offline validators and those already delegated to; the rest come in
 * a random order on each load (Fisher–Yates with `random`, so tests can fix it) to spread stake.
 */
export function pickerValidators(
  validators: readonly Validator[],
  delegatedTo: ReadonlySet<bigint>,
  random: () => number = Math.random,
): PickerRow[] {
  const rows: PickerRow[] = validators
    .filter((v) => !v.isCheater && v.totalStaked > 0n && v.selfStaked > 0n)
    .map((v) => ({
      ...v,
      disabledReason: v.isOffline ? 'offline' : delegatedTo.has(v.id) ? 'delegated' : null,
    }));
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = rows[i];
    const b = rows[j];
    if (a === undefined || b === undefined) continue;
    rows[i] = b;
    rows[j] = a;
  }
  return rows;
}
