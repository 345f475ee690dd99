/** A token's own description, read from it on this chain; null where it does not answer (never guessed). */
export interface TokenInfo {
  symbol: string | null;
  decimals: number | null;
  name: string | null;
}
