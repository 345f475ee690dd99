/** What the swap's submit says (docs/funi.md#swap); only 'swap' submits. */
export type SwapLabel =
  | { key: 'selectToken' }
  | { key: 'pairLiquidity' }
  | { key: 'enterAmount' }
  | { key: 'insufficientBalance'; symbol: string }
  | { key: 'swap' };

/** The swap's submit label, in the order docs/funi.md#swap gives. */
export function swapLabel(input: {
  from: { symbol: string; balance: bigint } | null;
  to: unknown;
  /** Whether the two tokens have a pair with both reserves above zero. */
  liquid: boolean;
  /** The amount sold (typed, or the quote of a typed To amount); null when unknown or not an amount. */
  amountIn: bigint | null;
  /** The amount bought; null when unknown. */
  amountOut: bigint | null;
}): SwapLabel {
  if (!input.from || !input.to) return { key: 'selectToken' };
  if (!input.liquid) return { key: 'pairLiquidity' };
  if (input.amountIn === null || input.amountOut === null || input.amountIn <= 0n || input.amountOut <= 0n)
    return { key: 'enterAmount' };
  if (input.amountIn > input.from.balance) return { key: 'insufficientBalance', symbol: input.from.symbol };
  return { key: 'swap' };
}
