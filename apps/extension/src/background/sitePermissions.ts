import type { Address } from '@fantom-wallet/core';

/** One EIP-2255 permission as a site reads it. */
export interface SitePermission {
  invoker: string;
  parentCapability: 'eth_accounts';
  caveats: Array<{ type: 'restrictReturnedAccounts'; value: Address[] }>;
}

/**
 * A site's permissions (EIP-2255, docs/extension.md#site-permissions): `eth_accounts` with the accounts it may use
 * as a `restrictReturnedAccounts` caveat, or none when it may use no account.
 */
export function sitePermissions(origin: string, accounts: readonly Address[]): SitePermission[] {
  if (accounts.length === 0) return [];
  return [
    {
      invoker: origin,
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: [...accounts] }],
    },
  ];
}
