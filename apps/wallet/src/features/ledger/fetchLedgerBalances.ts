import {
  type RequestSender,
  readWalletBalances,
  type WalletBalancesWire,
  walletBalancesQuery,
} from '@fantom-wallet/api-client';
import { addressKey } from '@fantom-wallet/core';

export interface LedgerBalance {
  balance: bigint;
  totalValue: bigint;
}

/** The balances of a page of Ledger addresses in ONE API request, keyed by lower-case address. */
export async function fetchLedgerBalances(
  transport: RequestSender,
  addresses: readonly string[],
): Promise<Map<string, LedgerBalance>> {
  const data = await transport.request<WalletBalancesWire>(walletBalancesQuery(addresses));
  return new Map(
    readWalletBalances(addresses, data).map((row) => [
      addressKey(row.address),
      { balance: row.balance, totalValue: row.totalValue },
    ]),
  );
}
