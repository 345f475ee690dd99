import { addresses, fmintTokens } from '@fantom-wallet/contracts';
import { type Address, parseEther } from 'viem';

export interface SeededPair {
  /** As the wallet shows it: token A / token B. */
  name: string;
  tokenA: Address;
  tokenB: Address;
  /** The first deposit, in base units (it sets the starting price). Zero for the empty pair. */
  depositA: bigint;
  depositB: bigint;
  /** Share of the trading walk's actions; 0 = created but never traded. */
  weight: number;
  /** Daily standard deviation of the pair's outside ("fair") price, which traders chase. */
  dailyVolatility: number;
}

/** USD per whole token (18 decimals) in the devnet's price oracle, which quotes WFTM at the API's FTM price. */
function oraclePrice(token: Address): bigint {
  const info = fmintTokens.find((t) => t.address.toLowerCase() === token.toLowerCase());
  if (info === undefined) throw new Error(`the devnet's oracle has no price for ${token}`);
  return info.price;
}
const UNIT = 10n ** 18n;
/** `amount` (18 decimals) of `from` in `to`'s base units at the oracle's prices, so the pools start at them. */
const worth = (amount: bigint, from: Address, to: Address, toDecimals = 18): bigint =>
  (amount * oraclePrice(from) * 10n ** BigInt(toDecimals)) / (oraclePrice(to) * UNIT);
const usd = (amount: bigint, from: Address, decimals: number): bigint =>
  (amount * oraclePrice(from) * 10n ** BigInt(decimals)) / (UNIT * UNIT);

/**
 * The devnet's Uniswap pairs (services/devnet/README.md#uniswap-pairs-and-trading): three traded ones that start
 * at the devnet's oracle prices (WFTM at the API's FTM price, 0.70 USD; 1 fEUR ≈ 1.077 FUSD), and one created and
 * left empty. tDAI and sFTM have no pair.
 */
export const seededPairs: readonly SeededPair[] = [
  {
    name: 'WFTM/tUSDC',
    tokenA: addresses.wftm,
    tokenB: addresses.tokenUsdc,
    depositA: parseEther('400000'),
    // tUSDC is a test dollar (6 decimals) with no oracle price: one USD.
    depositB: usd(parseEther('400000'), addresses.wftm, 6),
    weight: 0.45,
    dailyVolatility: 0.04,
  },
  {
    name: 'WFTM/FUSD',
    tokenA: addresses.wftm,
    tokenB: addresses.fusd,
    depositA: parseEther('300000'),
    depositB: worth(parseEther('300000'), addresses.wftm, addresses.fusd),
    weight: 0.35,
    dailyVolatility: 0.04,
  },
  {
    name: 'FUSD/fEUR',
    tokenA: addresses.fusd,
    tokenB: addresses.feur,
    depositA: parseEther('100000'),
    depositB: worth(parseEther('100000'), addresses.fusd, addresses.feur),
    weight: 0.2,
    dailyVolatility: 0.006,
  },
  {
    name: 'WFTM/tBTC',
    tokenA: addresses.wftm,
    tokenB: addresses.tokenBtc,
    depositA: 0n,
    depositB: 0n,
    weight: 0,
    dailyVolatility: 0,
  },
];
