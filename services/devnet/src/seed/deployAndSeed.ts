import {
  addresses,
  type Deployment,
  type DeployStep,
  type DevChainClients,
  deployContracts,
  devnetDeploySteps,
  sfcArtifact,
  testTokens,
} from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import { sealGas } from '../sealGas.ts';
import { devAccountIndex } from './devAccountIndex.ts';
import { devMnemonic } from './devMnemonic.ts';
import { seedChain } from './seedChain.ts';
import { seedFmint } from './seedFmint.ts';
import { seedGovernance } from './seedGovernance.ts';
import { seedTimeline } from './seedTimeline.ts';
import { seedUniswap } from './seedUniswap.ts';
import { sendSeedTx } from './sendSeedTx.ts';

/**
 * Deploys every contract (through the given steps) and seeds the chain along its back-dated timeline
 * (services/devnet/README.md#the-seeds-timeline); returns its description. The chain must be fresh and start in
 * the past: anvil with `timestamp: seedTimeline().genesis`, as startDevnet and createSnapshot start it.
 */
export async function deployAndSeed(
  clients: DevChainClients,
  steps: readonly DeployStep[] = devnetDeploySteps,
): Promise<Deployment> {
  const timeline = seedTimeline();
  const head = await clients.public.getBlock();
  if (head.number !== 0n || Number(head.timestamp) > timeline.tradingStart - 600) {
    throw new Error(
      `deployAndSeed needs a fresh chain whose genesis is at least 8 weeks old (start anvil with timestamp ${timeline.genesis}); this one is at block ${head.number}, time ${head.timestamp}`,
    );
  }
  const all = await clients.wallet.getAddresses();
  const at = (index: number): Address => {
    const address = all[index];
    if (address === undefined) throw new Error('anvil has too few development accounts');
    return address;
  };
  const owner = at(devAccountIndex.owner);
  const faucet = at(devAccountIndex.faucet);

  // The past: the contracts at genesis, then eight weeks of trading.
  const contracts = await deployContracts(clients, owner, steps);
  if (contracts.uniswapRouter !== undefined && contracts.fMintAddressProvider !== undefined) {
    await seedUniswap(clients, {
      owner,
      traders: [at(devAccountIndex.trader1), at(devAccountIndex.trader2), at(devAccountIndex.trader3)],
      alice: at(devAccountIndex.alice),
      start: timeline.tradingStart,
      end: timeline.tradingEnd,
    });
  }

  // The present: whatever must be fresh (locks, withdrawal requests, rewards, voting windows) is seeded in the
  // last few hours.
  await beginPresent(clients, owner, timeline.presentStart);
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
  await catchUpWithWallClock(clients);
  return deployment;
}

/**
 * Moves chain time to the start of the present and seals an epoch there. The SFC was initialised at genesis and
 * pays each epoch's rewards for the time since the last one; with no validators yet this epoch pays nothing, so
 * the first rewards cover the present only (the staking seed's hour).
 */
async function beginPresent(clients: DevChainClients, owner: Address, presentStart: number): Promise<void> {
  await clients.test.setNextBlockTimestamp({ timestamp: BigInt(presentStart) });
  await sendSeedTx(clients, {
    address: addresses.sfc,
    abi: sfcArtifact.abi,
    from: owner,
    functionName: 'sealEpoch',
    args: [],
    gas: sealGas,
  });
}

/** Ends the seed at real time: mines one empty block at the wall clock if chain time is still behind it. */
async function catchUpWithWallClock(clients: DevChainClients): Promise<void> {
  const now = BigInt(Math.floor(Date.now() / 1000));
  if ((await clients.public.getBlock()).timestamp >= now) return;
  await clients.test.setNextBlockTimestamp({ timestamp: now });
  await clients.test.mine({ blocks: 1 });
}
