import type { FswapTokenKind } from './FswapTokenKind.ts';

/** How fSwap turns one token into another: wrap FTM, unwrap WFTM, or trade fUSD and a synth on the router. */
export type FswapRoute = 'wrap' | 'unwrap' | 'trade';

/**
 * The route between two kinds of token (docs/fswap.md#pairs), or null when fSwap does not trade that pair:
 * FTM → WFTM wraps, WFTM → FTM unwraps, FUSD ↔ a synth trades on the direct pair. Nothing trades with itself.
 */
export function fswapRoute(from: FswapTokenKind, to: FswapTokenKind): FswapRoute | null {
  if (from === 'ftm' && to === 'wftm') return 'wrap';
  if (from === 'wftm' && to === 'ftm') return 'unwrap';
  if ((from === 'fusd' && to === 'synth') || (from === 'synth' && to === 'fusd')) return 'trade';
  return null;
}
