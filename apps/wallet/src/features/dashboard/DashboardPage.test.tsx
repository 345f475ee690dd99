// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { preloadFeature, renderFeatureAt } from '../../shared/test/renderFeatureAt.tsx';
import { serveDevnetApi, stopDevnetApi } from '../../shared/test/serveDevnetApi.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { dashboardFeature } from './index.ts';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

// What the app does before it opens /dashboard (main.tsx, or the router loading the page on a visit).
beforeAll(() => preloadFeature(dashboardFeature));

beforeEach(() => {
  serveDevnetApi({
    WalletBalances: () => ({
      data: {
        w0: { address: ALICE, balance: '0x0', totalValue: '0x0', txCount: '0x0' },
        assets: [],
      },
    }),
    Price: () => ({ data: { price: { price: 0.5 } } }),
  });
  useAccountsStore.setState({
    accounts: [{ address: ALICE, name: 'Alice', type: 'keystore' }],
    activeIndex: 0,
  });
});

afterEach(() => {
  cleanup();
  stopDevnetApi();
  useAccountsStore.setState({ accounts: [], activeIndex: null });
});

it('the dashboard shows its wallet list in its first render, so the three actions below it do not move', () => {
  renderFeatureAt(dashboardFeature, '/dashboard');
  // Synchronously: a list still loading would show its loader and appear in a later task, pushing the actions down.
  expect(screen.getByLabelText('Your wallets')).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('button', { name: 'Create Wallet' })).toBeTruthy();
});
