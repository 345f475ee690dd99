import type { Address, Hex } from 'viem';
import type { DevChainClients } from './DevChainClients.ts';

/** Puts runtime bytecode at a fixed address; the contract's initialiser must be called afterwards. */
export async function placeCode(
  clients: DevChainClients,
  address: Address,
  deployedBytecode: Hex,
): Promise<void> {
  await clients.test.setCode({ address, bytecode: deployedBytecode });
}
