import type { DefiTokensResult } from '@fantom-wallet/api-client';
import { FSWAP, kindOfFswapToken } from '@fantom-wallet/core';
import type { FswapToken } from './FswapToken.ts';

type DefiToken = DefiTokensResult['defiTokens'][number];

/**
 * The form's tokens (docs/fswap.md#pairs): FTM first (the pseudo-token with WFTM's price and the native balance),
 * then WFTM, FUSD and the other active synths in the API's order. Without WFTM there is no FTM either.
 */
export function toFswapTokens(defiTokens: readonly DefiToken[], nativeBalance: bigint): FswapToken[] {
  const tokens: FswapToken[] = [];
  for (const token of defiTokens) {
    if (!token.isActive) continue;
    const kind = kindOfFswapToken(token);
    if (kind === null || kind === 'ftm') continue;
    tokens.push({
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoUrl: token.logoUrl || null,
      balance: token.availableBalance,
      price: token.price,
      priceDecimals: token.priceDecimals,
      kind,
    });
  }
  const order = { ftm: 0, wftm: 1, fusd: 2, synth: 3 } as const;
  const sorted = (list: FswapToken[]) => list.sort((a, b) => order[a.kind] - order[b.kind]);
  const wftm = tokens.find((token) => token.kind === 'wftm');
  if (!wftm) return sorted(tokens);
  const ftm: FswapToken = {
    address: FSWAP.ftmAddress,
    symbol: 'FTM',
    name: 'Fantom',
    decimals: FSWAP.ftmDecimals,
    logoUrl: null,
    balance: nativeBalance,
    price: wftm.price,
    priceDecimals: wftm.priceDecimals,
    kind: 'ftm',
  };
  return sorted([ftm, ...tokens]);
}
