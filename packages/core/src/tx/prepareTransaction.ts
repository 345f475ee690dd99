import { WalletError } from '../errors/WalletError.ts';
import { GAS } from '../fees/GAS.ts';
import { gasLimitFromEstimate } from '../fees/gasLimitFromEstimate.ts';
import { gasPriceToUse } from '../fees/gasPriceToUse.ts';
import { transactionFee } from '../fees/transactionFee.ts';
import type { PreparedTransaction } from './PreparedTransaction.ts';
import type { TransactionCall } from './TransactionCall.ts';

export interface PrepareTransactionOptions {
  /** The node's estimate; 2000 is added. Without one the default limit 44,000 is used. */
  gasEstimate?: bigint;
  /** The API's current gas price; the fee rules (docs/transactions.md#gas-price) decide the price used. */
  reportedGasPrice: bigint;
  nonce: number;
  /** From the network configuration (never hard-coded). */
  chainId: number;
  /** The user's advanced-section values (docs/send.md#advanced-gas), used as given. */
  gasPriceOverride?: bigint;
  gasLimitOverride?: bigint;
  /**
   * An EIP-1559 transaction: its tip per gas, with `gasPriceOverride` as the max fee per gas (a site's fee fields,
   * fees/siteFees.ts). Without it the transaction is legacy.
   */
  maxPriorityFeePerGas?: bigint;
}

/**
 * The one shared step that turns a builder's `{to, data, value}` into a transaction with gas, price and nonce.
 * Its gas limit is at most the spec's 500,000, except for a contract creation (`to: null`, only a site asks for
 * one): its code costs 200 gas a byte, an ERC-20 about 1.5 M, so the node's estimate (and its block gas limit)
 * bounds it instead (docs/transactions.md#gas-limit).
 */
export function prepareTransaction(
  call: TransactionCall,
  options: PrepareTransactionOptions,
): PreparedTransaction {
  const gas = options.gasLimitOverride ?? gasLimitFromEstimate(options.gasEstimate);
  if (call.to !== null && gas > GAS.maxLimit) {
    throw new WalletError('GAS_LIMIT_TOO_HIGH', 'Transaction Error', {
      details: `gas ${gas} is above the maximum gas limit ${GAS.maxLimit}`,
    });
  }
  const gasPrice = options.gasPriceOverride ?? gasPriceToUse(options.reportedGasPrice);
  const tip = options.maxPriorityFeePerGas;
  return {
    ...(tip === undefined ? {} : { maxPriorityFeePerGas: tip < gasPrice ? tip : gasPrice }),
    to: call.to,
    data: call.data,
    value: call.value,
    gas,
    gasPrice,
    nonce: options.nonce,
    chainId: options.chainId,
    fee: transactionFee(gasPrice, gas),
  };
}
