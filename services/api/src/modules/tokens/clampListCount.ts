import { maxPageSize } from '../../paging/PageWindow.ts';

/** Plain lists (erc20TokenList, erc20Assets) use the same ±250 clamp as paged ones; 0 means 250. */
export function clampListCount(count: number): number {
  return count === 0 ? maxPageSize : Math.min(Math.abs(count), maxPageSize);
}
