import { sameAddress } from '@fantom-wallet/core';
import { isRecord } from '../persistence/isRecord.ts';
import type { Salvaged } from '../persistence/Salvaged.ts';
import type { Account } from './Account.ts';
import type { AccountsState } from './AccountsState.ts';
import { accountSchema } from './accountSchema.ts';

/**
 * Keeps every valid wallet; a duplicate address (case-insensitive) keeps its first entry. The active index is
 * mapped through the entries kept, and cleared (and reported) when its entry is gone.
 */
export function sanitizeAccounts(state: unknown): Salvaged<AccountsState> {
  if (!isRecord(state)) {
    return {
      value: { accounts: [], activeIndex: null },
      dropped: state === undefined ? [] : ['(whole state)'],
    };
  }
  const dropped: string[] = [];
  const accounts: Account[] = [];
  let activeIndex: number | null = null;
  const rawActive = state.activeIndex;
  if (state.accounts !== undefined && !Array.isArray(state.accounts)) dropped.push('accounts');
  const entries: unknown[] = Array.isArray(state.accounts) ? state.accounts : [];
  entries.forEach((entry, index) => {
    const parsed = accountSchema.safeParse(entry);
    if (!parsed.success) {
      dropped.push(`accounts[${index}]`);
      return;
    }
    const existing = accounts.findIndex((account) => sameAddress(account.address, parsed.data.address));
    if (existing !== -1) dropped.push(`accounts[${index}]`);
    if (index === rawActive) activeIndex = existing === -1 ? accounts.length : existing;
    if (existing === -1) accounts.push(parsed.data);
  });
  if (rawActive !== null && rawActive !== undefined && activeIndex === null) dropped.push('activeIndex');
  return { value: { accounts, activeIndex }, dropped };
}
