import type { GraphQLRequest } from '../transport/createTransport.ts';

/** Balances of one account as the API returns them (BigInt scalars are 0x hex strings). */
export interface AccountBalancesWire {
  address: string;
  balance: string;
  totalValue: string;
}

/**
 * All saved wallets' balances in ONE request, one aliased `account` field per address, so polling costs one
 * request every 3 s however many wallets there are. The document's shape depends only on the count.
 */
export function walletBalancesQuery(addresses: readonly string[]): GraphQLRequest {
  const params = addresses.map((_, i) => `$a${i}: Address!`).join(', ');
  const fields = addresses.map((_, i) => `w${i}: account(address: $a${i}) { address balance totalValue }`).join(' ');
  return {
    operationName: 'WalletBalances',
    query: `query WalletBalances(${params}) { ${fields} }`,
    variables: Object.fromEntries(addresses.map((a, i) => [`a${i}`, a])),
  };
}

/** Reads the aliased answer of walletBalancesQuery back into address order. */
export function readWalletBalances(
  addresses: readonly string[],
  data: Record<string, AccountBalancesWire | undefined>,
): Array<{ address: string; balance: bigint; totalValue: bigint }> {
  return addresses.flatMap((address, i) => {
    const row = data[`w${i}`];
    return row ? [{ address, balance: BigInt(row.balance), totalValue: BigInt(row.totalValue) }] : [];
  });
}
