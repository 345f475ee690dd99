import { addressKey, gasPriceToUse, maxSendable, transactionFee } from '@fantom-wallet/core';
import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { useWalletBalances } from '../../balances/index.ts';
import { gasPriceQuery } from './gasPriceQuery.ts';

/**
 * The gas a DeFi form's transaction is budgeted at before it is built (the largest of fMint's, fSwap's and fUNI's
 * calls with room to spare); the confirmation then prepares the real estimate.
 */
export const FORM_GAS_BUDGET = 400_000n;

/**
 * docs/transactions.md#fee-and-reserve: true once the account's FTM left after the fee of a `gasLimit` call at
 * the current gas price (and the reserve kept for fees) is 0 or less: the form shows 'Warning: Not enough
 * available FTM for gas fees…' and cannot be submitted. False while either figure is unknown.
 */
export function useNotEnoughForGas(address: string, gasLimit: bigint = FORM_GAS_BUDGET): boolean {
  const network = useActiveNetwork();
  const { balances } = useWalletBalances();
  const gasPrice = useQuery(gasPriceQuery(network));
  const balance = balances.get(addressKey(address))?.balance;
  if (balance === undefined || gasPrice.data === undefined) return false;
  return notEnoughForGas(balance, gasPrice.data, gasLimit);
}

/** The rule itself, on the reported gas price (doubled under 30 gwei, as every send does). */
export function notEnoughForGas(balance: bigint, reportedGasPrice: bigint, gasLimit: bigint): boolean {
  return maxSendable(balance, transactionFee(gasPriceToUse(reportedGasPrice), gasLimit)) <= 0n;
}
