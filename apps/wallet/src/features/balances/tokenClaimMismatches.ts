/** What a site says of a token (wallet_watchAsset's symbol and decimals), each optional. */
export interface TokenClaims {
  symbol?: string | undefined;
  decimals?: number | undefined;
}

export interface TokenClaimMismatch {
  field: 'symbol' | 'decimals';
  /** What the site said, and what the token reports on chain. */
  claimed: string;
  actual: string;
}

/**
 * Where a site's description of a token differs from what the token reports on chain
 * (docs/extension.md#watching-a-token): a symbol that is not the token's exactly (case counts: 'usdc' is not
 * 'USDC'), or other decimals. The wallet always shows and stores what the token reports.
 */
export function tokenClaimMismatches(
  claims: TokenClaims,
  token: { symbol: string; decimals: number },
): TokenClaimMismatch[] {
  const mismatches: TokenClaimMismatch[] = [];
  if (claims.symbol !== undefined && claims.symbol !== token.symbol)
    mismatches.push({ field: 'symbol', claimed: claims.symbol, actual: token.symbol });
  if (claims.decimals !== undefined && claims.decimals !== token.decimals)
    mismatches.push({ field: 'decimals', claimed: String(claims.decimals), actual: String(token.decimals) });
  return mismatches;
}
