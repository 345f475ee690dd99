import { encodeFunctionData } from 'viem';
import type { Address } from '../types/Address.ts';
import type { Hex } from '../types/Hex.ts';
import { nameRegistryAbi } from './abi/nameRegistryAbi.ts';

/**
 * eth_call data for a name-registry look-up (docs/send.md#registered-names): first `isOwnedByMapping`, then,
 * if true, `getOwnerOfName`, both with the name upper-cased (the registry compares exactly). Decode the
 * answers with `decodeFunctionResult({ abi: nameRegistryAbi, ... })`.
 */
export function buildNameLookup(
  registry: Address,
  functionName: 'isOwnedByMapping' | 'getOwnerOfName',
  name: string,
): { to: Address; data: Hex } {
  return {
    to: registry,
    data: encodeFunctionData({ abi: nameRegistryAbi, functionName, args: [name.trim().toUpperCase()] }),
  };
}
