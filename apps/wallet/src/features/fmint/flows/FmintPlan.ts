type Address = `0x${string}`;

/**
 * What a form settled on, carried to its confirmation (in a window, or as the confirmation route's history
 * state): the token and the current and new totals when the form was submitted.
 */
export type FmintPlan =
  | { kind: 'collateral'; token: Address; locked: string; target: string }
  | { kind: 'debt'; token: Address; debt: string; target: string; maxDebt: string };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const UINT = /^\d{1,80}$/;

/** A plan read back from history state, which anything could have written: null unless it is well formed. */
export function readPlan(state: unknown): FmintPlan | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  const uint = (v: unknown) => typeof v === 'string' && UINT.test(v);
  if (typeof s.token !== 'string' || !ADDRESS.test(s.token)) return null;
  const token = s.token as Address;
  if (s.kind === 'collateral' && uint(s.locked) && uint(s.target))
    return { kind: 'collateral', token, locked: s.locked as string, target: s.target as string };
  if (s.kind === 'debt' && uint(s.debt) && uint(s.target) && uint(s.maxDebt))
    return {
      kind: 'debt',
      token,
      debt: s.debt as string,
      target: s.target as string,
      maxDebt: s.maxDebt as string,
    };
  return null;
}
