import { privateKeyToAccount } from 'viem/accounts';
import { AddressMismatchError } from '../errors/AddressMismatchError.ts';
import type { PreparedTransaction } from '../tx/PreparedTransaction.ts';
import type { Address } from '../types/Address.ts';
import type { Hex } from '../types/Hex.ts';
import { sameAddress } from '../types/sameAddress.ts';

/**
 * Signs a legacy EIP-155 transaction with the chain id of the prepared transaction (from the network
 * configuration). docs/transactions.md#key-check: the key must belong to `accountAddress`, else
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
  return account.signTransaction({
    type: 'legacy',
    chainId: tx.chainId,
    to: tx.to,
    data: tx.data,
    value: tx.value,
    gas: tx.gas,
    gasPrice: tx.gasPrice,
    nonce: tx.nonce,
  });
}
