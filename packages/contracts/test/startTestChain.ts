import type { NetworkContracts } from '@fantom-wallet/core';
import { startAnvil } from '@fantom-wallet/devnet';
import type { Address } from 'viem';
import { coreDeploySteps } from '../src/deploy/coreDeploySteps.ts';
import { createDevChainClients } from '../src/deploy/createDevChainClients.ts';
import type { DeployStep } from '../src/deploy/DeployStep.ts';
import type { DevChainClients } from '../src/deploy/DevChainClients.ts';
import { deployContracts } from '../src/deploy/deployContracts.ts';

export interface TestChain {
  clients: DevChainClients;
  /** anvil's unlocked accounts; [0] owns every contract. */
  accounts: Address[];
  owner: Address;
  contracts: NetworkContracts;
  /** Returns to the state right after deployment (evm_revert, then a new snapshot). */
  reset(): Promise<void>;
  /** Makes the current state the one reset() returns to (for files with a shared setup). */
  rebase(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A fresh anvil per test file with the core contracts (or the given deploy steps) placed; tests reset to it
 * instead of redeploying.
 */
export async function startTestChain(steps: readonly DeployStep[] = coreDeploySteps): Promise<TestChain> {
  // Validators need the mainnet 500,000 FTM self-stake, so the accounts start rich.
  const anvil = await startAnvil({ accounts: 12, balance: 100_000_000 });
  try {
    const clients = createDevChainClients(anvil.rpcUrl);
    const accounts = await clients.wallet.getAddresses();
    const owner = accounts[0];
    if (owner === undefined) throw new Error('anvil has no accounts');
    const contracts = await deployContracts(clients, owner, steps);
    let snapshot = await clients.test.snapshot();
    return {
      clients,
      accounts,
      owner,
      contracts,
      async reset() {
        await clients.test.revert({ id: snapshot });
        snapshot = await clients.test.snapshot();
      },
      async rebase() {
        snapshot = await clients.test.snapshot();
      },
      stop: () => anvil.stop(),
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
