import {
  readWalletAssets,
  readWalletBalances,
  type Transport,
  type WalletBalancesWire,
  walletBalancesQuery,
} from '@fantom-wallet/api-client';
import type { Erc20Asset } from './Erc20Asset.ts';
import { toErc20Assets } from './toErc20Assets.ts';

export interface WalletBalance {
  address: string;
  /** Available balance, wei. */
  balance: bigint;
  /** Available plus staked and pending, wei. */
  totalValue: bigint;
  /** Transactions sent from the account (a change means its history changed). */
  txCount: bigint;
}

/** One request for every saved wallet's balances and, when given, the current account's tokens. */
export async function fetchWalletBalances(
  transport: Transport,
  addresses: readonly string[],
  assetsOwner: string | undefined,
  signal?: AbortSignal,
): Promise<{ balances: WalletBalance[]; assets: Erc20Asset[] | undefined }> {
  if (addresses.length === 0) return { balances: [], assets: undefined };
  const data = await transport.request<WalletBalancesWire>(
    walletBalancesQuery(addresses, assetsOwner),
    signal,
  );
  const raw = readWalletAssets(data);
  return { balances: readWalletBalances(addresses, data), assets: raw ? toErc20Assets(raw) : undefined };
}
