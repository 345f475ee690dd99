import type { DefiTokensResult, GetUniswapPairsWithSharesResult } from '@fantom-wallet/api-client';
import { addressKey, PRICE_DECIMALS, sameAddress } from '@fantom-wallet/core';
import type { FuniPair, FuniToken } from './FuniPair.ts';

type ApiPair = GetUniswapPairsWithSharesResult['defiUniswapPairs'][number];
type DefiToken = DefiTokensResult['defiTokens'][number];

/** A price scaled by 10^priceDecimals as one scaled by 10^18 (tokenDisplayDecimals' scale). */
function toPriceScale(price: bigint, priceDecimals: number): bigint {
  const shift = PRICE_DECIMALS - priceDecimals;
  return shift >= 0 ? price * 10n ** BigInt(shift) : price / 10n ** BigInt(-shift);
}

/**
 * The API's pairs as fUNI's (docs/funi.md#tokens): each with two tokens, both reserves and the supply; pairs the
 * API gives in another shape are left out. Prices come from the DeFi token list where it has the token.
 */
export function toFuniPairs(pairs: readonly ApiPair[], defiTokens: readonly DefiToken[] = []): FuniPair[] {
  const prices = new Map(
    defiTokens.map((token) => [addressKey(token.address), toPriceScale(token.price, token.priceDecimals)]),
  );
  const out: FuniPair[] = [];
  for (const pair of pairs) {
    const [a, b] = pair.tokens;
    const [ra, rb] = pair.reserves;
    if (!a || !b || ra === undefined || rb === undefined || pair.tokens.length !== 2) continue;
    const token = (t: typeof a): FuniToken => ({
      address: t.address,
      symbol: t.symbol,
      name: t.name,
      decimals: t.decimals,
      logoUrl: t.logoURL || null,
      balance: t.balanceOf,
      price: prices.get(addressKey(t.address)) ?? 0n,
    });
    out.push({
      address: pair.pairAddress,
      tokens: [token(a), token(b)],
      reserves: [ra, rb],
      totalSupply: pair.totalSupply,
      share: pair.shareOf,
    });
  }
  return out;
}

const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && sameAddress(a, b);

/** Every token of the pairs, once, in the order first seen (docs/funi.md#tokens). */
export function tokensOfPairs(pairs: readonly FuniPair[]): FuniToken[] {
  const seen = new Map<string, FuniToken>();
  for (const pair of pairs)
    for (const token of pair.tokens)
      if (!seen.has(addressKey(token.address))) seen.set(addressKey(token.address), token);
  return [...seen.values()];
}

export function findToken(
  tokens: readonly FuniToken[],
  address: string | null | undefined,
): FuniToken | null {
  return tokens.find((token) => same(token.address, address)) ?? null;
}

/**
 * The pair of two tokens seen from `a`'s side: reserves ordered [a, b] (`flipped` when a is the pair's token1);
 * null without such a pair.
 */
export function pairOf(
  pairs: readonly FuniPair[],
  a: string | null | undefined,
  b: string | null | undefined,
): { pair: FuniPair; reserves: [bigint, bigint]; flipped: boolean } | null {
  if (!a || !b || same(a, b)) return null;
  for (const pair of pairs) {
    const [t0, t1] = pair.tokens;
    if (same(t0.address, a) && same(t1.address, b))
      return { pair, reserves: [pair.reserves[0], pair.reserves[1]], flipped: false };
    if (same(t1.address, a) && same(t0.address, b))
      return { pair, reserves: [pair.reserves[1], pair.reserves[0]], flipped: true };
  }
  return null;
}

/** Addresses of the tokens `a` has a pair with. */
export function partnersOf(pairs: readonly FuniPair[], a: string | null | undefined): Set<string> {
  const out = new Set<string>();
  for (const pair of pairs) {
    const [t0, t1] = pair.tokens;
    if (same(t0.address, a)) out.add(addressKey(t1.address));
    if (same(t1.address, a)) out.add(addressKey(t0.address));
  }
  return out;
}

/** Whether a pair can trade: both reserves above zero. */
export function hasLiquidity(reserves: readonly [bigint, bigint] | null | undefined): boolean {
  return !!reserves && reserves[0] > 0n && reserves[1] > 0n;
}
