import { ApiError } from '../../errors/ApiError.ts';
import type { PriceSource } from '../../prices/PriceSource.ts';

export interface PriceQuote {
  fromSymbol: string;
  toSymbol: string;
  price: number;
  change24: number;
  changePct24: number;
  open24: number;
  high24: number;
  low24: number;
  volume24: number;
  marketCap: number;
  lastUpdate: bigint;
}

/** FTM price in `symbol` from the configured local source; the symbol must look like one and be listed. */
export async function readPrice(source: PriceSource, symbol: string): Promise<PriceQuote> {
  if (!/^\w{2,4}$/.test(symbol)) throw new ApiError('INVALID_ARGUMENT', 'unknown price symbol requested');
  const table = typeof source === 'function' ? await source() : source;
  const price = table[symbol.toUpperCase()];
  if (price === undefined || !Number.isFinite(price))
    throw new ApiError('INVALID_ARGUMENT', 'unknown price symbol requested');
  return {
    fromSymbol: 'FTM',
    toSymbol: symbol.toUpperCase(),
    price,
    change24: 0,
    changePct24: 0,
    open24: price,
    high24: price,
    low24: price,
    volume24: 0,
    marketCap: 0,
    lastUpdate: BigInt(Math.floor(Date.now() / 1000)),
  };
}
