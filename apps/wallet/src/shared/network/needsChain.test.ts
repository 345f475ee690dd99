import { accountBalance, price, walletBalancesQuery } from '@fantom-wallet/api-client';
import { describe, expect, it } from 'vitest';
import { needsChain } from './transportFor.ts';

describe('needsChain', () => {
  it('is true for the balance poll, which only the chain node can answer', () => {
    expect(needsChain(walletBalancesQuery(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']).query)).toBe(true);
    expect(needsChain(accountBalance.query)).toBe(true);
  });

  it('is false for answers the API can give from its database, so they never hide the chain-down banner', () => {
    expect(needsChain(price.query)).toBe(false);
    expect(needsChain('query Tokens { erc20List { address balanceOf(owner: $o) } }')).toBe(false);
  });
});
