import type { Address } from '@fantom-wallet/core';
import { sameAddress } from '@fantom-wallet/core';
import { type ConnectOptions, withLedger } from './connectLedger.ts';
import type { LedgerApp } from './LedgerApp.ts';

export type LedgerConnect = <T>(options: ConnectOptions, use: (app: LedgerApp) => Promise<T>) => Promise<T>;

export interface LedgerAddress {
  accountId: number;
  addressId: number;
  address: Address;
}

/** `count` addresses of `accountId` from `start`, read silently (after checking the app's version). */
export function listLedgerAddresses(
  { accountId, start, count, choose }: { accountId: number; start: number; count: number; choose: boolean },
  connect: LedgerConnect = withLedger,
): Promise<LedgerAddress[]> {
  return connect({ choose }, async (app) => {
    await app.version();
    const out: LedgerAddress[] = [];
    for (let addressId = start; addressId < start + count; addressId += 1) {
      out.push({ accountId, addressId, address: await app.getAddress(accountId, addressId, false) });
    }
    return out;
  });
}

/**
 * Shows the account's address on the device for the user to compare; resolves whether the device derives the
 * same address (docs/ledger.md#verify-on-ledger).
 */
export function verifyLedgerAddress(
  account: LedgerAddress,
  { choose }: { choose: boolean },
  connect: LedgerConnect = withLedger,
): Promise<boolean> {
  return connect({ choose }, async (app) => {
    await app.version();
    const shown = await app.getAddress(account.accountId, account.addressId, true);
    return sameAddress(shown, account.address);
  });
}
