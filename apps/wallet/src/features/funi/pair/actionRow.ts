import type { GetFUniswapActionsResult } from '@fantom-wallet/api-client';

export type UniswapActionNode =
  GetFUniswapActionsResult['defiUniswapActions']['edges'][number]['uniswapAction'];

/** The transactions tabs and their action types (docs/funi.md#pair-detail): none, 0, 1, 2. */
export const ACTION_TABS = [
  { key: 'all', type: null },
  { key: 'swaps', type: 0 },
  { key: 'adds', type: 1 },
  { key: 'removes', type: 2 },
] as const;

/**
 * One action as the list shows it: its kind and the two token amounts with their token index. A swap shows what
 * went in, then what came out; an add what went in of each token, a remove what came out.
 */
export function actionAmounts(action: UniswapActionNode): {
  kind: 'swap' | 'add' | 'remove' | 'unknown';
  amounts: [{ token: 0 | 1; value: bigint }, { token: 0 | 1; value: bigint }];
} {
  if (action.type === 0) {
    const zeroIn = action.amount0in > 0n;
    return {
      kind: 'swap',
      amounts: zeroIn
        ? [
            { token: 0, value: action.amount0in },
            { token: 1, value: action.amount1out },
          ]
        : [
            { token: 1, value: action.amount1in },
            { token: 0, value: action.amount0out },
          ],
    };
  }
  const add = action.type === 1;
  return {
    kind: add ? 'add' : action.type === 2 ? 'remove' : 'unknown',
    amounts: [
      { token: 0, value: add ? action.amount0in : action.amount0out },
      { token: 1, value: add ? action.amount1in : action.amount1out },
    ],
  };
}
