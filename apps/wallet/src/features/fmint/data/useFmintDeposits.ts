import { addressKey } from '@fantom-wallet/core';
import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { fmintQueries } from './fmintQueries.ts';

/**
 * What the account has locked in fMint, by token address in lower case (docs/fmint.md#assets): the account's
 * Assets tab shows it as 'Deposited'. Empty while unknown or when the network has no fMint.
 */
export function useFmintDeposits(address: string): ReadonlyMap<string, bigint> {
  const network = useActiveNetwork();
  const query = useQuery({ ...fmintQueries.overview(network, address as `0x${string}`), retry: false });
  const deposits = new Map<string, bigint>();
  for (const token of query.data?.tokens ?? []) {
    if (token.deposited > 0n) deposits.set(addressKey(token.address), token.deposited);
  }
  return deposits;
}
