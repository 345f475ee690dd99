import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createDevChainClients, type Deployment } from '@fantom-wallet/contracts';
import { startAnvil } from './anvil.ts';
import { deploymentFileFor } from './deploymentFileFor.ts';
import { deployAndSeed } from './seed/deployAndSeed.ts';
import { devAccountCount } from './seed/devAccountIndex.ts';
import { devMnemonic } from './seed/devMnemonic.ts';
import { seedTimeline } from './seed/seedTimeline.ts';

/**
 * Deploys and seeds a fresh chain and writes its state to `file` (and the deployment description next to
 * it), so tests can start many isolated devnets from one pre-seeded state: startDevnet({ snapshotFile }).
 */
export async function createSnapshot(file: string): Promise<Deployment> {
  mkdirSync(dirname(file), { recursive: true });
  rmSync(file, { force: true });
  const anvil = await startAnvil({
    // The seed replays weeks of history from a genesis in the past (seed/seedTimeline.ts).
    timestamp: seedTimeline().genesis,
    stateFile: file,
    mnemonic: devMnemonic,
    accounts: devAccountCount,
    balance: 1_000_000,
  });
  try {
    const deployment = await deployAndSeed(createDevChainClients(anvil.rpcUrl));
    writeFileSync(deploymentFileFor(file), `${JSON.stringify(deployment, null, 2)}\n`);
    return deployment;
  } finally {
    // anvil writes the state file as it exits.
    await anvil.stop();
  }
}
