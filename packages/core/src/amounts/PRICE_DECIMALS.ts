/**
 * Prices (token in fiat) are carried as bigint scaled by 10^18: the API's decimal text is parsed once
 * with `parsePrice`, and every later step (truncation, fiat values, display decimals) is integer math.
 */
export const PRICE_DECIMALS = 18;
