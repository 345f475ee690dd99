import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hash } from 'viem';
import type { DevChainClients } from './DevChainClients.ts';
import { waitForReceipt } from './waitForReceipt.ts';

export interface SendTxRequest<
  abi extends Abi,
  name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
> {
  from: Address;
  address: Address;
  abi: abi;
  functionName: name;
  args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>;
  value?: bigint;
  /** Without it: the estimate plus a quarter (createDevChainClients). */
  gas?: bigint;
}

/**
 * Sends a contract call from an anvil-unlocked account and fails loudly, with the revert reason, if it
 * reverts.
 */
export async function sendTx<
  abi extends Abi,
  name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
>(clients: DevChainClients, request: SendTxRequest<abi, name>): Promise<Hash> {
  const { from, ...rest } = request;
  // viem's generic parameters cannot be narrowed from our generic request; the shapes match.
  const call = { ...rest, account: from } as unknown as Parameters<typeof clients.public.simulateContract>[0];
  // anvil does not estimate JSON-RPC-account transactions before mining them; simulating first turns a
  // revert into an error carrying its reason.
  await clients.public.simulateContract(call);
  const hash = await clients.wallet.writeContract(
    call as unknown as Parameters<typeof clients.wallet.writeContract>[0],
  );
  const receipt = await waitForReceipt(clients.public, hash);
  if (receipt.status !== 'success') {
    const { gas } = await clients.public.getTransaction({ hash });
    throw new Error(
      `${String(request.functionName)} reverted in ${hash} (${receipt.gasUsed} of its ${gas} gas used)`,
    );
  }
  return hash;
}
