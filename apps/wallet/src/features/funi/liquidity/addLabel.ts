/** What the add-liquidity submit says (docs/funi.md#add-liquidity); only 'supply' submits. */
export type AddLabel =
  | { key: 'selectToken' }
  | { key: 'pairLiquidity' }
  | { key: 'noBalance' }
  | { key: 'enterAmount' }
  | { key: 'insufficientBalance'; symbol: string }
  | { key: 'supply' };

interface Side {
  symbol: string;
  balance: bigint;
}

/** The add-liquidity submit label, in the order docs/funi.md#add-liquidity gives. */
export function addLabel(input: {
  a: Side | null;
  b: Side | null;
  /** The pair's LP supply; null when the two tokens have no pair. */
  totalSupply: bigint | null;
  amounts: readonly [bigint | null, bigint | null];
}): AddLabel {
  const { a, b } = input;
  if (!a || !b || input.totalSupply === null) return { key: 'selectToken' };
  if (input.totalSupply <= 0n) return { key: 'pairLiquidity' };
  if (a.balance <= 0n && b.balance <= 0n) return { key: 'noBalance' };
  const [x, y] = input.amounts;
  if (x === null || y === null || x <= 0n || y <= 0n) return { key: 'enterAmount' };
  if (x > a.balance) return { key: 'insufficientBalance', symbol: a.symbol };
  if (y > b.balance) return { key: 'insufficientBalance', symbol: b.symbol };
  return { key: 'supply' };
}
