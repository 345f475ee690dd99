import type { Account } from './Account.ts';

export interface AccountsState {
  /** In display order (the 1-based "order" of Wallet Settings is index + 1). */
  accounts: Account[];
  /** Index into `accounts` of the active wallet, or null. */
  activeIndex: number | null;
}
