// @vitest-environment happy-dom
import type { QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/createQueryClient.ts';
import { preloadFeature, renderFeatureAt } from '../../shared/test/renderFeatureAt.tsx';
import { serveDevnetApi, stopDevnetApi } from '../../shared/test/serveDevnetApi.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { accountFeature } from './index.ts';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** What the account page asks for as it opens; its Approvals count comes later, with its own code. */
const FIRST_REQUESTS = ['WalletBalances', 'Price', 'AccountByAddress', 'Erc20Assets'];

beforeAll(() => preloadFeature(accountFeature));

/** What main.tsx does for the page at `pathname`, the network known. */
const preloadPageData = (pathname: string, queryClient: QueryClient) =>
  accountFeature.preloadData?.(pathname, queryClient, Promise.resolve());

let asked: string[];
beforeEach(() => {
  ({ asked } = serveDevnetApi({
    WalletBalances: () => ({
      data: {
        w0: { address: ALICE, balance: '0xde0b6b3a7640000', totalValue: '0xde0b6b3a7640000', txCount: '0x0' },
        w1: { address: BOB, balance: '0x0', totalValue: '0x0', txCount: '0x0' },
        assets: [],
      },
    }),
    Price: () => ({ data: { price: { price: 0.5 } } }),
    AccountByAddress: () => ({
      data: {
        account: {
          address: ALICE,
          balance: '0xde0b6b3a7640000',
          txCount: '0x0',
          txList: {
            totalCount: '0x0',
            pageInfo: { first: null, last: null, hasNext: false, hasPrevious: false },
            edges: [],
          },
        },
      },
    }),
    Erc20Assets: () => ({ data: { erc20Assets: [] } }),
    FwalletApprovals: () => ({ data: null, errors: [{ message: 'not in this test' }] }),
  }));
  // Alice's is the current wallet: a returning user opens her page.
  useAccountsStore.setState({
    accounts: [
      { address: ALICE, name: 'Alice', type: 'keystore' },
      { address: BOB, name: 'Bob', type: 'keystore' },
    ],
    activeIndex: 0,
  });
});

afterEach(() => {
  cleanup();
  stopDevnetApi();
  useAccountsStore.setState({ accounts: [], activeIndex: null });
});

it("starts an account page's requests before its first render, which then asks for none of them again", async () => {
  const queryClient = createQueryClient();
  await preloadPageData(`/account/${ALICE.toLowerCase()}/`, queryClient);
  expect(asked).toEqual(['WalletBalances', 'Price', 'AccountByAddress']);

  asked.length = 0;
  renderFeatureAt(accountFeature, `/account/${ALICE}`, queryClient);
  // Every query the page's components make is observed (their keys are the preloaded ones, the tokens written by
  // the balances' answer), and none was asked for again.
  const observed = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.getObserversCount() > 0)
      .map((query) => String(query.queryKey[0]));
  await vi.waitFor(() =>
    expect(observed()).toEqual(
      expect.arrayContaining(['walletBalances', 'price', 'accountHistory', 'erc20Assets']),
    ),
  );
  expect(asked.filter((name) => FIRST_REQUESTS.includes(name))).toEqual([]);
  expect(
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.fetchStatus === 'fetching'),
  ).toEqual([]);
});

it("starts the heading's requests for an account's other pages (send, receive), not its history", async () => {
  await preloadPageData(`/account/${ALICE}/send`, createQueryClient());
  expect(asked).toEqual(['WalletBalances', 'Price']);
});

it('starts nothing for an address that is not a saved wallet, nor for another page', async () => {
  const queryClient = createQueryClient();
  await preloadPageData(`/account/0x${'1'.repeat(40)}`, queryClient);
  expect(preloadPageData('/staking', queryClient)).toBeUndefined();
  expect(asked).toEqual([]);
});
