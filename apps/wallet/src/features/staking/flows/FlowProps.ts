import type { Account } from '../../../storage/accounts/Account.ts';

/**
 * What every flow opened from a delegation detail takes, in a window or as a full view
 * (docs/staking.md#flow-windows-and-views).
 */
export interface FlowProps {
  account: Account;
  stakerId: bigint;
  /** Close: hides the window (or leaves the view) and returns to the detail, which reloads. */
  onClose: () => void;
}
