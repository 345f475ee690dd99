/** One row of the Transactions tab (docs/account.md#transactions-tab), amounts in wei. */
export interface HistoryItem {
  cursor: string;
  hash: `0x${string}`;
  from: `0x${string}`;
  /** null for a contract creation. */
  to: `0x${string}` | null;
  value: bigint;
  /** gasUsed × gasPrice; null while not known. */
  fee: bigint | null;
  status: 'success' | 'error' | 'pending';
  blockNumber: number | null;
  /** Seconds since the epoch (the block's, chain time). */
  timestamp: number | null;
}
