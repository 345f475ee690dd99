import { useWalletBalances } from '../../balances/index.ts';

/**
 * docs/fmint.md#messages: true once the wallet's FTM balance is known to be 0, so no transaction fee can be paid
 * ('Warning: Not enough available FTM for gas fees…'; the form cannot be submitted).
 */
export function useNoGas(address: string): boolean {
  const { balances } = useWalletBalances();
  const balance = balances.get(address.toLowerCase());
  return balance !== undefined && balance.balance <= 0n;
}
