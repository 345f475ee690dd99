import type { Account } from '../../storage/Account.ts';
import { useAccountsStore } from '../../storage/useAccountsStore.ts';

/** The active wallet, or null when none is selected. */
export function useCurrentAccount(): Account | null {
  return useAccountsStore((s) => (s.activeIndex === null ? null : (s.accounts[s.activeIndex] ?? null)));
}
