import { type Deployment, type DevChainClients, governanceArtifact, sendTx } from '@fantom-wallet/contracts';

/**
 * Resolves every governance proposal that is due (voting past its minimum end with a winner, or past its maximum
 * end), as a keeper would on Opera; returns their ids. Chains deployed without governance have none.
 */
export async function resolveDueProposals(
  clients: DevChainClients,
  deployment: Pick<Deployment, 'contracts' | 'owner'>,
): Promise<bigint[]> {
  const address = deployment.contracts.governance;
  if (address === undefined) return [];
  const gov = { address, abi: governanceArtifact.abi } as const;
  const last = await clients.public.readContract({ ...gov, functionName: 'lastProposalID' });
  const resolved: bigint[] = [];
  for (let id = 1n; id <= last; id++) {
    if (!(await clients.public.readContract({ ...gov, functionName: 'isResolvable', args: [id] }))) continue;
    await sendTx(clients, { ...gov, from: deployment.owner, functionName: 'resolve', args: [id] });
    resolved.push(id);
  }
  return resolved;
}
