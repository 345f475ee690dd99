import {
  addresses,
  type Deployment,
  type DevChainClients,
  sendTx,
  sfcArtifact,
} from '@fantom-wallet/contracts';
import { sealGas } from './sealGas.ts';

/** Seals `count` epochs at the current chain time and returns the last sealed epoch number. */
export async function sealEpochs(
  clients: DevChainClients,
  deployment: Deployment,
  count = 1,
): Promise<bigint> {
  const sfc = { address: addresses.sfc, abi: sfcArtifact.abi } as const;
  const base = { ...sfc, from: deployment.owner, gas: sealGas };
  if (count === 1) await sendTx(clients, { ...base, functionName: 'sealEpoch', args: [] });
  else await sendTx(clients, { ...base, functionName: 'sealEpochs', args: [BigInt(count)] });
  return clients.public.readContract({ ...sfc, functionName: 'currentSealedEpoch' });
}
