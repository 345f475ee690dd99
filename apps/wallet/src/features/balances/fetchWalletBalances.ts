import { readWalletBalances, type Transport, walletBalancesQuery } from '@fantom-wallet/api-client';

export interface WalletBalance {
  address: string;
  /** Available balance, wei. */
  balance: bigint;
  /** Available plus staked and pending, wei. */
  totalValue: bigint;
}

/** One request for every saved wallet's balances. */
export async function fetchWalletBalances(
  transport: Transport,
  addresses: readonly string[],
  signal?: AbortSignal,
): Promise<WalletBalance[]> {
  if (addresses.length === 0) return [];
  const request = walletBalancesQuery(addresses);
  const data = await transport.request<Parameters<typeof readWalletBalances>[1]>(request, signal);
  return readWalletBalances(addresses, data);
}
