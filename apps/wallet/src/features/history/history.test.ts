import { describe, expect, it } from 'vitest';
import { apiError, fakeTransport } from '../../shared/test/fakeTransport.ts';
import { fetchAccountHistory, HISTORY_PAGE_SIZE } from './fetchAccountHistory.ts';
import type { HistoryItem } from './HistoryItem.ts';
import { sortHistory } from './sortHistory.ts';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function edge(n: number, status: string | null) {
  return {
    cursor: `c${n}`,
    transaction: {
      hash: `0x${n.toString(16).padStart(64, '0')}`,
      from: A,
      to: B,
      value: '0xde0b6b3a7640000',
      gasUsed: '0x5208',
      gasPrice: '0x3b9aca00',
      status,
      block: { number: `0x${n.toString(16)}`, timestamp: '0x64' },
    },
  };
}

describe('fetchAccountHistory', () => {
  it('asks for 40 after the cursor and maps fee = gasUsed × gasPrice and status 0/1/other', async () => {
    const transport = fakeTransport({
      accountByAddress: () => ({
        account: {
          address: A,
          balance: '0x0',
          txCount: '0x3',
          txList: {
            totalCount: '0x53',
            pageInfo: { first: 'c3', last: 'c1', hasNext: true, hasPrevious: false },
            edges: [edge(3, '0x1'), edge(2, '0x0'), edge(1, null)],
          },
        },
      }),
    });
    const page = await fetchAccountHistory(transport, A, 'c9');
    expect(transport.calls[0]?.variables).toEqual({ address: A, cursor: 'c9', count: HISTORY_PAGE_SIZE });
    expect(HISTORY_PAGE_SIZE).toBe(40);
    expect(page).toMatchObject({ totalCount: 83, hasNext: true, last: 'c1' });
    expect(page.items.map((i) => i.status)).toEqual(['success', 'error', 'pending']);
    expect(page.items[0]).toMatchObject({
      value: 10n ** 18n,
      fee: 21_000n * 10n ** 9n,
      blockNumber: 3,
      timestamp: 100,
    });
  });

  it('rejects with the API message (the list shows it instead of the table)', async () => {
    const transport = fakeTransport({
      accountByAddress: () => {
        throw apiError('database unavailable');
      },
    });
    await expect(fetchAccountHistory(transport, A, null)).rejects.toThrow('database unavailable');
  });
});

describe('sortHistory', () => {
  const item = (blockNumber: number | null, value: bigint, fee: bigint | null): HistoryItem => ({
    cursor: String(blockNumber),
    hash: '0x',
    from: A,
    to: B,
    value,
    fee,
    status: 'success',
    blockNumber,
    timestamp: null,
  });
  const rows = [item(null, 5n, null), item(9, 1n, 3n), item(7, 9n, 2n), item(5, 1n, 1n)];

  it('time descending keeps the API order, pending first', () => {
    expect(sortHistory(rows, { sortBy: 'time', direction: 'desc' })).toEqual(rows);
    expect(sortHistory(rows, { sortBy: 'time', direction: 'asc' })).toEqual([...rows].reverse());
  });

  it('amount and fee, ties in the API order', () => {
    expect(sortHistory(rows, { sortBy: 'amount', direction: 'desc' }).map((r) => r.blockNumber)).toEqual([
      7,
      null,
      9,
      5,
    ]);
    expect(sortHistory(rows, { sortBy: 'fee', direction: 'asc' }).map((r) => r.blockNumber)).toEqual([
      null,
      5,
      7,
      9,
    ]);
  });
});
