import { isRecord } from '../persistence/isRecord.ts';
import { runMigrations } from '../persistence/runMigrations.ts';

/**
 * Version 0 is the original wallet's shape (docs/storage.md#versions-and-migrations): `rtlDir`, numeric
 * slippage values and `fractionDigits` possibly as text. Version 1 renames and stores percentages as decimal
 * strings. Version 2 names the swap slippage tolerance for what it is: fSwap's trades use it as much as fUNI's.
 */
const steps: Record<number, (state: unknown) => unknown> = {
  0: (state) => {
    if (!isRecord(state)) return state;
    const { rtlDir, ...rest } = state;
    const next: Record<string, unknown> = { ...rest };
    if (!('rtl' in next) && typeof rtlDir === 'boolean') next.rtl = rtlDir;
    for (const key of ['fUniswapSlippageTolerance', 'defiSlippageReserve']) {
      if (typeof next[key] === 'number') next[key] = String(next[key]);
    }
    if (typeof next.fractionDigits === 'string' && /^\d$/.test(next.fractionDigits)) {
      next.fractionDigits = Number(next.fractionDigits);
    }
    return next;
  },
  1: (state) => {
    if (!isRecord(state)) return state;
    const { fUniswapSlippageTolerance, ...rest } = state;
    if ('swapSlippageTolerance' in rest || fUniswapSlippageTolerance === undefined) return rest;
    return { ...rest, swapSlippageTolerance: fUniswapSlippageTolerance };
  },
};

export function migrateSettings(state: unknown, fromVersion: number): unknown {
  return runMigrations(state, fromVersion, steps);
}
