import type { HistoryItem } from './HistoryItem.ts';

/** One page of the account's transactions, with what is needed to ask for the next one. */
export interface HistoryPage {
  items: HistoryItem[];
  totalCount: number;
  hasNext: boolean;
  /** Cursor of the last edge: the next page starts after it. */
  last: string | null;
}
