import type { Address } from '@fantom-wallet/core';
import { isAddressEqual } from 'viem/utils';
import type { FactsByAddress } from './signatureFactsQuery.ts';

/** The user's accounts, by which a signature window names their addresses (an account without a name: none). */
export type NamedAccounts = readonly { address: Address; name?: string }[];

/**
 * The name the wallet knows `address` by (docs/extension.md#signatures): one of the user's accounts by its name,
 * else one of the network's contracts by its label, else a token by the symbol it reports. Undefined for any other.
 */
export function addressName(
  address: Address,
  accounts: NamedAccounts,
  facts: FactsByAddress,
): string | undefined {
  const account = accounts.find((a) => isAddressEqual(a.address, address));
  if (account?.name) return account.name;
  const { label, symbol } = facts[address.toLowerCase()] ?? {};
  return label ?? (symbol || undefined);
}
