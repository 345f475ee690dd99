import { fswapRoute, sameAddress } from '@fantom-wallet/core';
import type { FswapToken } from '../data/FswapToken.ts';

export interface FswapPair {
  from: FswapToken;
  to: FswapToken;
}

/** The tokens `from` can be swapped into (docs/fswap.md#pairs). */
export function counterparts(tokens: readonly FswapToken[], from: FswapToken): FswapToken[] {
  return tokens.filter((token) => fswapRoute(from.kind, token.kind) !== null);
}

/**
 * The pair to show for a chosen From token and a wished-for To token: the wish when it pairs with From, else
 * From's first counterpart; null when From has none (or no tokens are known).
 */
export function pairFor(
  tokens: readonly FswapToken[],
  fromAddress: string | null | undefined,
  toAddress: string | null | undefined,
): FswapPair | null {
  const from = tokens.find((token) => sameAddress(fromAddress, token.address));
  if (!from) return null;
  const options = counterparts(tokens, from);
  const to = options.find((token) => sameAddress(toAddress, token.address)) ?? options[0];
  return to ? { from, to } : null;
}

/**
 * The pair the form opens with (docs/fswap.md#routes): the route's fromToken and toToken when they make a pair,
 * else FTM → WFTM, else the first token that pairs with anything.
 */
export function initialPair(
  tokens: readonly FswapToken[],
  fromToken: string | null,
  toToken: string | null,
): FswapPair | null {
  const wished = pairFor(tokens, fromToken, toToken);
  if (wished) return wished;
  if (fromToken === null && toToken !== null) {
    const to = tokens.find((token) => sameAddress(toToken, token.address));
    const from = to ? counterparts(tokens, to)[0] : undefined;
    if (from && to) return { from, to };
  }
  for (const token of tokens) {
    const pair = pairFor(tokens, token.address, null);
    if (pair) return pair;
  }
  return null;
}
