import type { Address } from 'viem';
import { coreDeploySteps } from './coreDeploySteps.ts';
import type { DeployStep } from './DeployStep.ts';
import type { DevChainClients } from './DevChainClients.ts';

/** Runs deploy steps in order and returns the address of every contract they placed, by name. */
export async function deployContracts(
  clients: DevChainClients,
  owner: Address,
  steps: readonly DeployStep[] = coreDeploySteps,
): Promise<Record<string, Address>> {
  const contracts: Record<string, Address> = {};
  for (const step of steps) {
    try {
      await step.run({ clients, owner, contracts });
    } catch (cause) {
      throw new Error(`deploy step ${step.name} failed`, { cause });
    }
  }
  return contracts;
}
