import { parsePrice, truncatePrice } from '@fantom-wallet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { transportFor } from '../../shared/network/transportFor.ts';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../shared/queryKeys.ts';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';

/** FTM price in the chosen currency, scaled by 10^PRICE_DECIMALS, fetched at start and when the currency changes. */
export function ftmPriceQuery(network: AppNetwork, currency: 'USD' | 'EUR') {
  return queryOptions({
    queryKey: queryKeys.price(network.id, currency),
    queryFn: async ({ signal }) => {
      const data = await transportFor(network).request<{ price: { price: number } }>(
        {
          operationName: 'Price',
          query: 'query Price($to: String!) { price(to: $to) { price } }',
          variables: { to: currency },
        },
        signal,
      );
      const parsed = parsePrice(data.price.price);
      return parsed.ok ? truncatePrice(parsed.value) : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFtmPrice(): { price: bigint | null; currency: 'USD' | 'EUR' } {
  const network = useActiveNetwork();
  const currency = useSettingsStore((s) => s.currency);
  const query = useQuery(ftmPriceQuery(network, currency));
  return { price: query.data ?? null, currency };
}
