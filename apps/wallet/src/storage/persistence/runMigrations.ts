/**
 * Applies `steps[v]` (version v → v + 1) from `fromVersion` for as long as a step exists, so the last
 * step's target is the current version. Newer versions pass through untouched: the sanitiser then keeps
 * whatever matches the current shape.
 */
export function runMigrations(
  state: unknown,
  fromVersion: number,
  steps: Readonly<Record<number, (state: unknown) => unknown>>,
): unknown {
  let current = state;
  for (let version = Math.max(0, fromVersion); ; version++) {
    const step = steps[version];
    if (!step) return current;
    current = step(current);
  }
}
