import type { Account } from './Account.ts';
import type { AccountsState } from './AccountsState.ts';

/** The active wallet, for `useAccountsStore(selectActiveAccount)`. */
export function selectActiveAccount(state: AccountsState): Account | undefined {
  return state.activeIndex === null ? undefined : state.accounts[state.activeIndex];
}
