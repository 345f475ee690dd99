import type { DevChainClients, SendTxRequest } from '@fantom-wallet/contracts';
import { type Abi, type ContractFunctionName, encodeFunctionData, type Hash } from 'viem';
import { sendSyncTransaction } from './sendSyncTransaction.ts';

/**
 * sendTx for the seed's hundreds of transactions: sent and confirmed in one round trip
 * ({@link sendSyncTransaction}), where simulating first and polling for the receipt costs about 20 ms each. A
 * failed transaction is simulated again on the block before it, which throws with its revert reason.
 */
export async function sendSeedTx<
  abi extends Abi,
  name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
>(clients: DevChainClients, request: SendTxRequest<abi, name>): Promise<Hash> {
  const data = encodeFunctionData({
    abi: request.abi,
    functionName: request.functionName,
    args: request.args,
  } as unknown as Parameters<typeof encodeFunctionData>[0]);
  const receipt = await sendSyncTransaction(clients, {
    from: request.from,
    to: request.address,
    data,
    ...(request.value === undefined ? {} : { value: request.value }),
    ...(request.gas === undefined ? {} : { gas: request.gas }),
  });
  if (receipt.status !== '0x1') {
    const { from, ...call } = request;
    const replay = { ...call, account: from, blockNumber: BigInt(receipt.blockNumber) - 1n };
    // viem's generic parameters cannot be narrowed from our generic request; the shapes match.
    await clients.public.simulateContract(
      replay as unknown as Parameters<typeof clients.public.simulateContract>[0],
    );
    throw new Error(`${String(request.functionName)} reverted in ${receipt.transactionHash}`);
  }
  return receipt.transactionHash;
}
