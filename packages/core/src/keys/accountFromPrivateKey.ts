import { privateKeyToAddress } from 'viem/accounts';
import type { DerivedAccount } from './DerivedAccount.ts';
import { validatePrivateKey } from './validatePrivateKey.ts';

/**
 * Restores an account from a private key typed by the user (docs/wallets.md#restore-by-private-key); throws
 * the ValidationError otherwise.
 */
export function accountFromPrivateKey(text: string): DerivedAccount {
  const checked = validatePrivateKey(text);
  if (!checked.ok) throw checked.error;
  return { address: privateKeyToAddress(checked.value), privateKey: checked.value };
}
