import type { FlowKey } from '../../../shared/flows/FLOW_IDS.ts';
import type { SentTransaction } from '../../../storage/sentTransactions/SentTransaction.ts';

/** A run of a flow that stopped after one of its steps: the page or the window closed before the next one. */
export interface InterruptedFlow {
  record: SentTransaction;
  /** The index, in the flow's steps, of the last step that was sent. */
  stepIndex: number;
}

/**
 * The newest record of this flow (same id and subject) on this chain tells: if its step is one before the flow's
 * last and it did not fail, the flow was interrupted there. Still pending: the flow must wait for it; confirmed:
 * the flow resumes after it. Records without a chain id predate per-chain records and count as this chain's.
 */
export function findInterruptedFlow(
  records: readonly SentTransaction[],
  flow: FlowKey,
  chainId: number,
  stepIds: readonly string[],
): InterruptedFlow | undefined {
  const mine = records.filter(
    (r) => r.flow === flow.id && r.subject === flow.subject && (r.chainId ?? chainId) === chainId,
  );
  const last = mine[mine.length - 1];
  if (!last || last.state === 'failed' || last.step === undefined) return undefined;
  const stepIndex = stepIds.indexOf(last.step);
  return stepIndex >= 0 && stepIndex < stepIds.length - 1 ? { record: last, stepIndex } : undefined;
}
