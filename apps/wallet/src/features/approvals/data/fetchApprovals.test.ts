import { describe, expect, it } from 'vitest';
import { apiError, fakeTransport } from '../../../shared/test/fakeTransport.ts';
import { fetchApprovals } from './fetchApprovals.ts';

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('fetchApprovals (docs/approvals.md#in-the-wallet)', () => {
  it('a page: rows in the API order, the count, the cursor to go on from', async () => {
    const transport = fakeTransport({
      fwalletApprovals: () => ({
        fwalletApprovals: {
          blockNumber: '0x9',
          totalCount: '0x65',
          pageInfo: { first: 'HIGH:0x2', last: null, hasNext: true, hasPrevious: false },
          edges: [
            { cursor: 'HIGH:0x2', allowance: { amount: '0x5', changedAt: '0x1', changedBlock: '0x2' } },
          ],
        },
      }),
    });
    const page = await fetchApprovals(transport, OWNER, 'HIGH:0x1');
    expect(transport.calls[0]?.variables).toEqual({ owner: OWNER, cursor: 'HIGH:0x1', count: 100 });
    expect(page).toMatchObject({ listed: true, totalCount: 101, hasNext: true, last: 'HIGH:0x2' });
    expect(page.listed && page.rows[0]?.allowance.amount).toBe(5n);
  });

  it('a public API without the field: not listed, not an error', async () => {
    const transport = fakeTransport({
      fwalletApprovals: () => {
        throw apiError('Cannot query field "fwalletApprovals" on type "Query".');
      },
    });
    expect(await fetchApprovals(transport, OWNER, null)).toEqual({ listed: false });
  });

  it('any other failure rejects (the list shows the error)', async () => {
    const transport = fakeTransport({
      fwalletApprovals: () => {
        throw apiError('chain unavailable');
      },
    });
    await expect(fetchApprovals(transport, OWNER, null)).rejects.toThrow('chain unavailable');
  });
});
