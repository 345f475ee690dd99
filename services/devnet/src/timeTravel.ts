import { addresses, type Deployment, type DevChainClients, sfcArtifact } from '@fantom-wallet/contracts';
import { resolveDueProposals } from './resolveDueProposals.ts';
import { sealEpochs } from './sealEpochs.ts';

export interface TimeTravelResult {
  /** Chain time (unix seconds) after the jump. */
  timestamp: bigint;
  sealedEpoch: bigint;
  /** Governance proposals that came due and were resolved. */
  resolvedProposals: bigint[];
}

/**
 * Moves chain time forward and seals enough epochs that any withdrawal or lock that is due by then is
 * available: by default the SFC's withdrawalPeriodEpochs, since withdrawals need time AND epochs. Governance
 * proposals that are due by then are resolved.
 */
export async function timeTravel(
  clients: DevChainClients,
  deployment: Deployment,
  seconds: bigint,
  epochs?: number,
): Promise<TimeTravelResult> {
  if (seconds < 0n) throw new RangeError('time only moves forward');
  const sfc = { address: addresses.sfc, abi: sfcArtifact.abi } as const;
  const needed =
    epochs ?? Number(await clients.public.readContract({ ...sfc, functionName: 'withdrawalPeriodEpochs' }));
  await clients.test.increaseTime({ seconds: Number(seconds) });
  await clients.test.mine({ blocks: 1 });
  const sealedEpoch =
    needed > 0
      ? await sealEpochs(clients, deployment, needed)
      : await clients.public.readContract({ ...sfc, functionName: 'currentSealedEpoch' });
  const resolvedProposals = await resolveDueProposals(clients, deployment);
  const block = await clients.public.getBlock();
  return { timestamp: block.timestamp, sealedEpoch, resolvedProposals };
}
