import type { Account } from './Account.ts';
import { useAccountsStore } from './useAccountsStore.ts';

/** The active wallet, or null when none is selected. */
export function useCurrentAccount(): Account | null {
  return useAccountsStore((s) => (s.activeIndex === null ? null : (s.accounts[s.activeIndex] ?? null)));
}
