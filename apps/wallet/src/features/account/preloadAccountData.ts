import { sameAddress } from '@fantom-wallet/core';
import type { QueryClient } from '@tanstack/react-query';
import { currentNetwork } from '../../shared/network/useActiveNetwork.ts';
import { nextTask } from '../../shared/nextTask.ts';
import { selectActiveAccount } from '../../storage/accounts/selectActiveAccount.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';
import { ftmPriceQuery, walletBalancesQuery } from '../balances/index.ts';
import { preloadAccountHistory } from '../history/index.ts';

/**
 * The account page's first requests, before the app's first render (main.tsx): the saved wallets' balances with
 * the current one's tokens, the FTM price and, `withHistory`, the first page of its history — the queries its
 * components make, keyed alike, so they find them answered or on their way (answered, the first render shows them
 * and no answer renders the page again). Each starts in a task of its own: starting a request costs a phone's main
 * thread ~10 ms. Nothing for an address that is not a saved wallet (the page says so itself).
 */
export async function preloadAccountData(
  queryClient: QueryClient,
  address: string,
  withHistory: boolean,
): Promise<void> {
  const accountsState = useAccountsStore.getState();
  const { accounts } = accountsState;
  if (!accounts.some((a) => sameAddress(a.address, address))) return;
  // Keyed by the current wallet, as the first render asks; opened at another wallet's page, the page makes that one
  // current and asks again. Not changed from here: a store that changes while React renders makes it render
  // everything again, synchronously.
  const current = selectActiveAccount(accountsState)?.address;
  const network = currentNetwork();
  const addresses = accounts.map((a) => a.address);
  const requests = [
    () => queryClient.prefetchQuery(walletBalancesQuery(queryClient, network, addresses, current)),
    () => queryClient.prefetchQuery(ftmPriceQuery(network, useSettingsStore.getState().currency)),
    ...(withHistory ? [() => preloadAccountHistory(queryClient, network, address)] : []),
  ];
  const started: Promise<void>[] = [];
  for (const request of requests) {
    started.push(request());
    await nextTask();
  }
  await Promise.all(started);
}
