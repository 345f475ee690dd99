import type { Address } from '@fantom-wallet/core';
import { isAddressEqual } from 'viem/utils';

/** Where the account windows keep the accounts last chosen for a site (the extension's own origin). */
const LAST_CHOSEN_KEY = 'fwallet.lastSiteAccounts';

/**
 * The toggles the account window opens with (docs/extension.md#site-permissions): a site's own accounts; for a
 * site that has none, the accounts the user last chose for any site that still exist; failing those, the only
 * account when there is one. What the user last chose is a convenience, never a grant: nothing is shared until
 * Confirm.
 */
export function initialAccounts(
  accounts: readonly { address: Address; sites?: readonly string[] | undefined }[],
  site: string,
  lastChosen: readonly string[],
): Set<Address> {
  const own = accounts.filter((a) => a.sites?.includes(site));
  if (own.length > 0) return new Set(own.map((a) => a.address));
  const last = accounts.filter((a) =>
    lastChosen.some(
      (address) => /^0x[0-9a-fA-F]{40}$/.test(address) && isAddressEqual(address as Address, a.address),
    ),
  );
  if (last.length > 0) return new Set(last.map((a) => a.address));
  return new Set(accounts.length === 1 && accounts[0] ? [accounts[0].address] : []);
}

/** The accounts last confirmed for a site; nothing when unreadable. */
export function readLastChosen(storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(LAST_CHOSEN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a confirmed choice; an empty one (a site's accounts all taken back) leaves the last one. */
export function rememberChosen(
  addresses: readonly Address[],
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  if (addresses.length > 0) storage.setItem(LAST_CHOSEN_KEY, JSON.stringify(addresses));
}
