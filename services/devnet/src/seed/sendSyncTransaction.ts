import type { DevChainClients } from '@fantom-wallet/contracts';
import { type Address, type Hash, type Hex, numberToHex } from 'viem';

export interface SyncReceipt {
  transactionHash: Hash;
  status: Hex;
  blockNumber: Hex;
}

/**
 * Sends from an anvil-unlocked account with `eth_sendTransactionSync`, which answers with the receipt once the
 * transaction is mined: one round trip instead of a send and a receipt poll (about 20 ms a transaction).
 */
export function sendSyncTransaction(
  clients: DevChainClients,
  tx: { from: Address; to: Address; data?: Hex; value?: bigint; gas?: bigint },
): Promise<SyncReceipt> {
  const request = clients.wallet.request as unknown as (call: {
    method: 'eth_sendTransactionSync';
    params: [Record<string, Hex>];
  }) => Promise<SyncReceipt>;
  return request({
    method: 'eth_sendTransactionSync',
    params: [
      {
        from: tx.from,
        to: tx.to,
        ...(tx.data === undefined ? {} : { data: tx.data }),
        ...(tx.value === undefined ? {} : { value: numberToHex(tx.value) }),
        ...(tx.gas === undefined ? {} : { gas: numberToHex(tx.gas) }),
      },
    ],
  });
}
