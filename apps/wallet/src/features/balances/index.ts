// Public API of the balances feature: every wallet's FTM balances (one batched, polled query), an account's ERC-20
// assets, and the FTM price in the chosen currency.
export type { Erc20Asset } from './Erc20Asset.ts';
export { toErc20Assets } from './toErc20Assets.ts';
export {
  type TokenClaimMismatch,
  type TokenClaims,
  tokenClaimMismatches,
} from './tokenClaimMismatches.ts';
export { erc20AssetsQuery, useErc20Assets } from './useErc20Assets.ts';
export { ftmPriceQuery, useFtmPrice } from './useFtmPrice.ts';
export { BALANCE_POLL_MS, useWalletBalances, walletBalancesQuery } from './useWalletBalances.ts';
export { WatchTokenDetails } from './WatchTokenDetails.tsx';
export { watchedTokenQuery } from './watchedTokenQuery.ts';
export { withWatchedTokens } from './withWatchedTokens.ts';
