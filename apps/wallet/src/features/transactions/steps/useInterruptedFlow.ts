import type { FlowKey } from '../../../shared/flows/FLOW_IDS.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { findInterruptedFlow, type InterruptedFlow } from './findInterruptedFlow.ts';

export type { InterruptedFlow };

/**
 * An interrupted run of a flow of `address` on the active network, kept up to date as records change: for a
 * screen that tells the user before the flow is opened again (the flow itself looks once, when it starts).
 */
export function useInterruptedFlow(
  address: string,
  flow: FlowKey,
  stepIds: readonly string[],
): InterruptedFlow | undefined {
  const network = useActiveNetwork();
  const records = useSentTransactionsStore((s) => s.transactionsOf(address));
  return findInterruptedFlow(records, flow, network.chainId, stepIds);
}
