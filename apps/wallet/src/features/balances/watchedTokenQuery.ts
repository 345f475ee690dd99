import { erc20Token, type RequestSender, request } from '@fantom-wallet/api-client';
import { addressKey } from '@fantom-wallet/core';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { transportFor } from '../../shared/network/transportFor.ts';
import { queryKeys } from '../../shared/queryKeys.ts';
import type { Erc20Asset } from './Erc20Asset.ts';

/**
 * One token as it reports itself on chain, with `owner`'s balance: a watched token of the Assets tab, or the token
 * a site asks to watch (docs/extension.md#watching-a-token). Null when the address is not an ERC-20 contract.
 * Under the owner's assets key, so what refreshes the Assets tab refreshes it too.
 */
export function watchedTokenQuery(
  network: AppNetwork,
  token: `0x${string}`,
  owner: `0x${string}`,
  transport: RequestSender = transportFor(network),
) {
  return queryOptions({
    queryKey: [...queryKeys.erc20Assets(network.id, owner), 'watched', addressKey(token)] as const,
    queryFn: async ({ signal }): Promise<Erc20Asset | null> => {
      const { erc20Token: found } = await request(transport, erc20Token, { token, owner }, signal);
      return found === null
        ? null
        : {
            address: found.address,
            name: found.name,
            symbol: found.symbol,
            decimals: found.decimals,
            balance: found.balanceOf,
          };
    },
  });
}
