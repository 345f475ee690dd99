import { isRecord } from '../persistence/isRecord.ts';
import { runMigrations } from '../persistence/runMigrations.ts';

const flagTypes = [
  ['isLedgerAccount', 'ledger'],
  ['isMetamaskAccount', 'metamask'],
  ['isCoinbaseAccount', 'coinbase'],
  ['isWalletConnectAccount', 'walletconnect'],
] as const;

/** Version 0 → 1: the original wallet's per-type flags (no flag = keystore) become `type`. */
function fromFlags(entry: unknown): unknown {
  if (!isRecord(entry) || 'type' in entry) return entry;
  const type = flagTypes.find(([flag]) => entry[flag] === true)?.[1] ?? 'keystore';
  const next: Record<string, unknown> = { address: entry.address, type };
  if (typeof entry.name === 'string' && entry.name.trim() !== '') next.name = entry.name;
  if (type === 'ledger') {
    if (entry.accountId !== undefined) next.accountId = entry.accountId;
    if (entry.addressId !== undefined) next.addressId = entry.addressId;
  }
  return next;
}

/**
 * Version 1 → 2: every Ledger account records its device path (the original wallet kept only the account and
 * address indexes, 0 when missing).
 */
function withLedgerPath(entry: unknown): unknown {
  if (!isRecord(entry) || entry.type !== 'ledger' || 'derivationPath' in entry) return entry;
  const accountId = typeof entry.accountId === 'number' ? entry.accountId : 0;
  const addressId = typeof entry.addressId === 'number' ? entry.addressId : 0;
  return { ...entry, accountId, addressId, derivationPath: `m/44'/60'/${accountId}'/0/${addressId}` };
}

/** Version 2 → 3: a browser-wallet account's type is `injected` (any EIP-1193 wallet), no longer `metamask`. */
function injectedType(entry: unknown): unknown {
  return isRecord(entry) && entry.type === 'metamask' ? { ...entry, type: 'injected' } : entry;
}

/**
 * Version 0 is the original wallet's shape: `accounts` with isLedgerAccount-style flags and `activeAccountIndex`.
 * Version 1 has `type` and `activeIndex`; version 2 adds the Ledger device path (and admits the EIP-6963 `rdns`
 * of browser-wallet accounts, which older versions never wrote); version 3 names browser-wallet accounts
 * `injected` (they were `metamask`, after the one wallet the original knew).
 */
const steps: Record<number, (state: unknown) => unknown> = {
  0: (state) => {
    if (!isRecord(state)) return state;
    const { activeAccountIndex, ...rest } = state;
    return {
      ...rest,
      accounts: Array.isArray(rest.accounts) ? rest.accounts.map(fromFlags) : rest.accounts,
      activeIndex: 'activeIndex' in rest ? rest.activeIndex : (activeAccountIndex ?? null),
    };
  },
  1: (state) =>
    isRecord(state) && Array.isArray(state.accounts)
      ? { ...state, accounts: state.accounts.map(withLedgerPath) }
      : state,
  2: (state) =>
    isRecord(state) && Array.isArray(state.accounts)
      ? { ...state, accounts: state.accounts.map(injectedType) }
      : state,
};

export function migrateAccounts(state: unknown, fromVersion: number): unknown {
  return runMigrations(state, fromVersion, steps);
}
