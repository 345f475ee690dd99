import { privateKeyToAccount } from 'viem/accounts';
import { AddressMismatchError } from '../errors/AddressMismatchError.ts';
import type { PreparedTransaction } from '../tx/PreparedTransaction.ts';
import type { Address } from '../types/Address.ts';
import type { Hex } from '../types/Hex.ts';
import { sameAddress } from '../types/sameAddress.ts';

/**
 * Signs the prepared transaction with its chain id (from the network configuration): legacy EIP-155, or EIP-1559
 * (type 2) when it carries a tip (`maxPriorityFeePerGas`; `gasPrice` is then the max fee per gas). A transaction
 * without `to` creates a contract. docs/transactions.md#key-check: the key must belong to `accountAddress`, else
 * 'Account X address and address in keystore file Y are different'.
 */
export async function signTransaction(
  privateKey: Hex,
  accountAddress: Address,
  tx: PreparedTransaction,
): Promise<Hex> {
  const account = privateKeyToAccount(privateKey);
  if (!sameAddress(account.address, accountAddress)) {
    throw new AddressMismatchError(accountAddress, account.address);
  }
  const common = {
    chainId: tx.chainId,
    to: tx.to,
    data: tx.data,
    value: tx.value,
    gas: tx.gas,
    nonce: tx.nonce,
  };
  if (tx.maxPriorityFeePerGas !== undefined)
    return account.signTransaction({
      ...common,
      type: 'eip1559',
      maxFeePerGas: tx.gasPrice,
      maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    });
  return account.signTransaction({ ...common, type: 'legacy', gasPrice: tx.gasPrice });
}
