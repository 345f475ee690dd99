import { sameAddress } from '@fantom-wallet/core';
import type { Erc20Asset } from './Erc20Asset.ts';

/**
 * The Assets tab's list (docs/account.md#assets-tab): the tokens the account holds, in the API's order, then the
 * tokens it watches that are not among them, in the order they were added, whatever their balance.
 */
export function withWatchedTokens(held: readonly Erc20Asset[], watched: readonly Erc20Asset[]): Erc20Asset[] {
  const extra = watched.filter(
    (token, i) =>
      !held.some((h) => sameAddress(h.address, token.address)) &&
      watched.findIndex((w) => sameAddress(w.address, token.address)) === i,
  );
  return extra.length === 0 ? [...held] : [...held, ...extra];
}
