import {
  type Deployment,
  type DeployStep,
  type DevChainClients,
  deployContracts,
  devnetDeploySteps,
  testTokens,
} from '@fantom-wallet/contracts';
import { devAccountIndex } from './devAccountIndex.ts';
import { devMnemonic } from './devMnemonic.ts';
import { seedChain } from './seedChain.ts';
import { seedFmint } from './seedFmint.ts';
import { seedGovernance } from './seedGovernance.ts';

/** Deploys every contract (through the given steps) and seeds the chain; returns its description. */
export async function deployAndSeed(
  clients: DevChainClients,
  steps: readonly DeployStep[] = devnetDeploySteps,
): Promise<Deployment> {
  const addresses = await clients.wallet.getAddresses();
  const owner = addresses[devAccountIndex.owner];
  const faucet = addresses[devAccountIndex.faucet];
  if (owner === undefined || faucet === undefined) throw new Error('anvil has too few development accounts');
  const contracts = await deployContracts(clients, owner, steps);
  const seeded = await seedChain(clients);
  const deployment: Deployment = {
    chainId: await clients.public.getChainId(),
    mnemonic: devMnemonic,
    owner,
    faucet,
    contracts,
    tokens: testTokens,
    ...seeded,
  };
  // Each DeFi seed stands alone (clients and deployment in, chain state out), so it can move in the timeline.
  if (contracts.fMintAddressProvider !== undefined) await seedFmint(clients, deployment);
  if (contracts.governance !== undefined) deployment.proposals = await seedGovernance(clients, deployment);
  return deployment;
}
