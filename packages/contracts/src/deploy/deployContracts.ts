import type { NetworkContracts } from '@fantom-wallet/core';
import type { Address } from 'viem';
import { coreDeploySteps } from './coreDeploySteps.ts';
import type { DeployStep } from './DeployStep.ts';
import type { DevChainClients } from './DevChainClients.ts';

/** Runs deploy steps in order and returns where they placed each contract; the SFC step must be among them. */
export async function deployContracts(
  clients: DevChainClients,
  owner: Address,
  steps: readonly DeployStep[] = coreDeploySteps,
): Promise<NetworkContracts> {
  const contracts: Partial<NetworkContracts> = {};
  for (const step of steps) {
    try {
      await step.run({ clients, owner, contracts });
    } catch (cause) {
      throw new Error(`deploy step ${step.name} failed`, { cause });
    }
  }
  const { sfc } = contracts;
  if (sfc === undefined) throw new Error('no deploy step placed the SFC');
  return { ...contracts, sfc };
}
