// Public API of the Ledger feature: the Pick ledger account window and the Verify on Ledger action. Both are lazy
// (and so is the device code they load on use): importing this file adds nothing to the first load.
import { createElement, lazy, Suspense } from 'react';
import type { Account } from '../../storage/accounts/Account.ts';

const Picker = lazy(() => import('./LedgerAccountPicker.tsx'));
const Verify = lazy(() => import('./VerifyOnLedger.tsx'));

/** Pick ledger account (docs/ledger.md#pick-ledger-account); render it only while wanted (its code loads then). */
export function LedgerAccountPicker(props: { opened: boolean; onClose: () => void }) {
  return createElement(Suspense, { fallback: null }, props.opened ? createElement(Picker, props) : null);
}

/** Verify on Ledger (docs/ledger.md#verify-on-ledger) for a Ledger wallet; nothing for other wallets. */
export function VerifyOnLedger(props: {
  account: Account;
  autoStart?: boolean;
  variant?: 'icon' | 'button';
}) {
  const { account, ...rest } = props;
  if (account.type !== 'ledger') return null;
  return createElement(Suspense, { fallback: null }, createElement(Verify, { account, ...rest }));
}
