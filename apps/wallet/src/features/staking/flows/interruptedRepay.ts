import type { SentTransaction } from '../../../storage/sentTransactions/SentTransaction.ts';

/**
 * spec 2 §4.4 / issue 8: a repay flow interrupted between Allow and Confirm. The newest repay record of the
 * delegation on this chain tells: its Allow was sent (pending or done) and no Confirm followed. Returns that Allow record.
 */
export function interruptedRepay(
  records: readonly SentTransaction[],
  stakerId: bigint,
  chainId: number,
): SentTransaction | undefined {
  const flow = `repay-sftm:${stakerId}`;
  // Records without a chain id predate per-chain records; the same staker id on another network is another delegation.
  const mine = records.filter((r) => r.flow === flow && (r.chainId ?? chainId) === chainId);
  const last = mine[mine.length - 1];
  return last && last.step === 'allow' && last.state !== 'failed' ? last : undefined;
}
