import {
  coreDeploySteps,
  type Deployment,
  type DeployStep,
  type DevChainClients,
  deployContracts,
  testTokens,
} from '@fantom-wallet/contracts';
import { devAccountIndex } from './devAccountIndex.ts';
import { devMnemonic } from './devMnemonic.ts';
import { seedChain } from './seedChain.ts';

/** Deploys every contract (through the given steps) and seeds the chain; returns its description. */
export async function deployAndSeed(
  clients: DevChainClients,
  steps: readonly DeployStep[] = coreDeploySteps,
): Promise<Deployment> {
  const addresses = await clients.wallet.getAddresses();
  const owner = addresses[devAccountIndex.owner];
  const faucet = addresses[devAccountIndex.faucet];
  if (owner === undefined || faucet === undefined) throw new Error('anvil has too few development accounts');
  const contracts = await deployContracts(clients, owner, steps);
  const seeded = await seedChain(clients);
  return {
    chainId: await clients.public.getChainId(),
    mnemonic: devMnemonic,
    owner,
    faucet,
    contracts,
    tokens: testTokens,
    ...seeded,
  };
}
