import { type Erc20AssetsResult, erc20Assets } from '../generated/index.ts';
import { decodeWire } from '../operations/decodeWire.ts';
import type { GraphQLRequest } from '../transport/createTransport.ts';

/** Balances of one account as the API returns them (BigInt and Long scalars are 0x hex strings). */
export interface AccountBalancesWire {
  address: string;
  balance: string;
  totalValue: string;
  txCount: string;
}

/** The aliased answer: `w0…wN` accounts, and `assets` when the current account's tokens were asked for. */
export type WalletBalancesWire = Record<string, AccountBalancesWire | unknown[] | undefined>;

/** How many tokens are asked for; far above what an account holds in practice. */
export const WALLET_ASSETS_COUNT = 200;

/**
 * All saved wallets' balances, and the current account's tokens, in ONE request: one aliased `account` field
 * per address, so polling costs one request every 3 s however many wallets there are. `txCount` lets the
 * caller see that something happened to an account and refresh its history.
 */
export function walletBalancesQuery(addresses: readonly string[], assetsOwner?: string): GraphQLRequest {
  const params = addresses.map((_, i) => `$a${i}: Address!`);
  const fields = addresses.map(
    (_, i) => `w${i}: account(address: $a${i}) { address balance totalValue txCount }`,
  );
  const variables: Record<string, unknown> = Object.fromEntries(addresses.map((a, i) => [`a${i}`, a]));
  if (assetsOwner !== undefined) {
    params.push('$owner: Address!', '$count: Int');
    fields.push(
      'assets: erc20Assets(owner: $owner, count: $count) { address name symbol decimals totalSupply logoURL balanceOf(owner: $owner) }',
    );
    variables.owner = assetsOwner;
    variables.count = WALLET_ASSETS_COUNT;
  }
  return {
    operationName: 'WalletBalances',
    query: `query WalletBalances(${params.join(', ')}) { ${fields.join(' ')} }`,
    variables,
  };
}

/** Reads the aliased answer of walletBalancesQuery back into address order. */
export function readWalletBalances(
  addresses: readonly string[],
  data: WalletBalancesWire,
): Array<{ address: string; balance: bigint; totalValue: bigint; txCount: bigint }> {
  return addresses.flatMap((address, i) => {
    const row = data[`w${i}`];
    return row && !Array.isArray(row)
      ? [
          {
            address,
            balance: BigInt(row.balance),
            totalValue: BigInt(row.totalValue),
            txCount: BigInt(row.txCount),
          },
        ]
      : [];
  });
}

/** The current account's tokens from the same answer, decoded like the Erc20Assets operation's. */
export function readWalletAssets(data: WalletBalancesWire): Erc20AssetsResult['erc20Assets'] | undefined {
  const assets = data.assets;
  if (!Array.isArray(assets)) return undefined;
  return decodeWire<Erc20AssetsResult>({ erc20Assets: assets }, erc20Assets.decode).erc20Assets;
}
