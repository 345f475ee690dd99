import type { DefiTokensResult } from '@fantom-wallet/api-client';
import { describe, expect, it } from 'vitest';
import { toFswapTokens } from './toFswapTokens.ts';

type DefiToken = DefiTokensResult['defiTokens'][number];
const E18 = 10n ** 18n;
const defi = (symbol: string, address: `0x${string}`, flags: Partial<DefiToken> = {}): DefiToken => ({
  address,
  name: `${symbol} token`,
  symbol,
  logoUrl: `data:image/svg+xml,${symbol}`,
  decimals: 18,
  price: E18,
  priceDecimals: 18,
  totalSupply: 0n,
  isActive: true,
  canWrapFTM: false,
  canDeposit: false,
  canMint: false,
  canBorrow: false,
  canTrade: false,
  availableBalance: 7n * E18,
  allowance: 0n,
  ...flags,
});

const tokens = [
  defi('FEUR', '0x0000000000000000000000000000000000000004', { canMint: true }),
  defi('SFTM', '0x0000000000000000000000000000000000000003', { canDeposit: true }),
  defi('FUSD', '0x0000000000000000000000000000000000000002', { canMint: true }),
  defi('WFTM', '0x0000000000000000000000000000000000000001', {
    canWrapFTM: true,
    canDeposit: true,
    price: 7n * 10n ** 17n,
    availableBalance: 100n * E18,
  }),
  defi('FOLD', '0x0000000000000000000000000000000000000005', { canMint: true, isActive: false }),
];

describe('toFswapTokens (docs/fswap.md#pairs)', () => {
  it('adds FTM at 0xfc00face…, 18 decimals, with WFTM’s price and the native balance, first', () => {
    const [ftm] = toFswapTokens(tokens, 12n * E18);
    expect(ftm).toMatchObject({
      address: '0xFC00FACE00000000000000000000000000000000',
      symbol: 'FTM',
      decimals: 18,
      price: 7n * 10n ** 17n,
      priceDecimals: 18,
      balance: 12n * E18,
      kind: 'ftm',
    });
  });

  it('offers FTM, WFTM, FUSD and the active synths, in that order; never sFTM or inactive tokens', () => {
    expect(toFswapTokens(tokens, 0n).map((t) => [t.symbol, t.kind, t.balance])).toEqual([
      ['FTM', 'ftm', 0n],
      ['WFTM', 'wftm', 100n * E18],
      ['FUSD', 'fusd', 7n * E18],
      ['FEUR', 'synth', 7n * E18],
    ]);
  });

  it('without WFTM there is no FTM either', () => {
    expect(
      toFswapTokens(
        tokens.filter((t) => t.symbol !== 'WFTM'),
        5n,
      ).map((t) => t.symbol),
    ).toEqual(['FUSD', 'FEUR']);
  });
});
