/**
 * What one FTM is worth on the local devnet, by currency, in units of 10^-18 (18 decimals, like fMint's price
 * oracle). The devnet's price oracle prices WFTM and sFTM at the USD figure and the synths from these (fUSD 1 USD,
 * fEUR USD ÷ EUR), and the local API quotes the same figures for `price(to:)`, so the wallet's FTM, WFTM and fMint
 * values agree. There is no price feed offline: these numbers are made up, and fixed.
 */
export const DEVNET_FTM_PRICES = {
  USD: 700_000_000_000_000_000n,
  EUR: 650_000_000_000_000_000n,
} as const satisfies Readonly<Record<string, bigint>>;
