import type { Erc20AssetsResult } from '@fantom-wallet/api-client';
import type { Erc20Asset } from './Erc20Asset.ts';

/** The account's ERC-20 tokens with a positive balance (docs/account.md#assets-tab), in the API's order. */
export function toErc20Assets(raw: Erc20AssetsResult['erc20Assets']): Erc20Asset[] {
  return raw
    .map((token) => ({
      address: token.address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      balance: token.balanceOf,
    }))
    .filter((token) => token.balance > 0n);
}
