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
 * Version 0 is the original wallet's shape (spec 1 §3): `accounts` with isLedgerAccount-style flags and
 * `activeAccountIndex`. Version 1 has `type` and `activeIndex`.
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
};

export function migrateAccounts(state: unknown, fromVersion: number): unknown {
  return runMigrations(state, fromVersion, steps);
}
