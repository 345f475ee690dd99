import { describe, expect, it } from 'vitest';
import type { Erc20Asset } from './Erc20Asset.ts';
import { tokenClaimMismatches } from './tokenClaimMismatches.ts';
import { withWatchedTokens } from './withWatchedTokens.ts';

const asset = (address: string, symbol: string, balance: bigint): Erc20Asset => ({
  address: address as `0x${string}`,
  name: symbol,
  symbol,
  decimals: 18,
  balance,
});
const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const C = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

describe('withWatchedTokens (docs/account.md#assets-tab)', () => {
  it('lists the tokens held, then the watched ones not among them, in the order added, whatever their balance', () => {
    const held = [asset(A, 'AAA', 5n)];
    const watched = [
      asset(C, 'CCC', 0n),
      asset(A.toLowerCase(), 'AAA', 5n),
      asset(B, 'BBB', 0n),
      asset(C, 'CCC', 0n),
    ];
    expect(withWatchedTokens(held, watched).map((t) => [t.symbol, t.balance])).toEqual([
      ['AAA', 5n],
      ['CCC', 0n],
      ['BBB', 0n],
    ]);
    expect(withWatchedTokens(held, [])).toEqual(held);
  });
});

describe('tokenClaimMismatches (docs/extension.md#watching-a-token)', () => {
  const token = { symbol: 'USDC', decimals: 6 };

  it('names each field the site described differently, with both values', () => {
    expect(tokenClaimMismatches({ symbol: 'FTM', decimals: 18 }, token)).toEqual([
      { field: 'symbol', claimed: 'FTM', actual: 'USDC' },
      { field: 'decimals', claimed: '18', actual: '6' },
    ]);
    // Case counts: a symbol is shown as the token reports it.
    expect(tokenClaimMismatches({ symbol: 'usdc' }, token)).toEqual([
      { field: 'symbol', claimed: 'usdc', actual: 'USDC' },
    ]);
  });

  it('says nothing when the site agrees or leaves a field out', () => {
    expect(tokenClaimMismatches({ symbol: 'USDC', decimals: 6 }, token)).toEqual([]);
    expect(tokenClaimMismatches({}, token)).toEqual([]);
  });
});
