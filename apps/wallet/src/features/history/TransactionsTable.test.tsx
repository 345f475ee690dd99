// @vitest-environment happy-dom
import { OPERA_MAINNET, WEI_PER_FTM } from '@fantom-wallet/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type AppNetwork, buildNetworks } from '../../shared/network/buildNetworks.ts';
import type { RuntimeConfig } from '../../shared/network/RuntimeConfig.ts';
import { queryKeys } from '../../shared/queryKeys.ts';
import { offlineRoutes } from '../../shared/test/offlineRoutes.ts';
import { renderWithUi } from '../../shared/test/renderWithUi.tsx';
import type { HistoryPage } from './HistoryPage.ts';
import { TransactionsTable } from './TransactionsTable.tsx';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const runtime: RuntimeConfig = {
  defaultNetwork: 'devnet',
  devnet: { apiUrls: ['http://127.0.0.1:1/graphql'], contracts: OPERA_MAINNET.contracts },
};
const network = buildNetworks(runtime, {})[0] as AppNetwork;
const newClient = offlineRoutes(runtime);

const page = (count: number): HistoryPage => ({
  items: Array.from({ length: count }, (_, i) => ({
    cursor: String(i),
    hash: `0x${(i + 1).toString(16).padStart(64, '0')}`,
    from: BOB,
    to: ALICE,
    value: WEI_PER_FTM,
    fee: null,
    status: 'success',
    blockNumber: 100 - i,
    timestamp: 1_700_000_000 - i * 60,
  })),
  totalCount: count,
  hasNext: false,
  last: String(count - 1),
});

describe('Transactions tab (docs/account.md#transactions-tab)', () => {
  it('a page of rows arriving from the API: the loader stays until they are drawn, nothing between', async () => {
    const client = newClient();
    // What the tab shows after each of its commits (the rows come in a render of their own, after the answer's).
    const shown: string[] = [];
    renderWithUi(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Profiler id="tab" onRender={() => shown.push(document.querySelector('main')?.textContent ?? '')}>
            <main>
              <TransactionsTable address={ALICE} />
            </main>
          </Profiler>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await act(async () => {
      client.setQueryData(queryKeys.accountHistory(network.id, ALICE), {
        pages: [page(3)],
        pageParams: [null],
      });
    });
    expect(await screen.findAllByRole('row')).toHaveLength(4);
    // Nothing between the loader (no text) and the table: no 'No items', no error.
    expect(shown.filter((text) => text !== '' && !text.startsWith('HashTime'))).toEqual([]);
  });
});
