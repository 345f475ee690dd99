// @vitest-environment happy-dom
import type { DefiTokensResult } from '@fantom-wallet/api-client';
import { FSWAP_MESSAGES, MESSAGES, OPERA_MAINNET } from '@fantom-wallet/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppNetwork, buildNetworks } from '../../../shared/network/buildNetworks.ts';
import type { RuntimeConfig } from '../../../shared/network/RuntimeConfig.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';
import { fieldError, offlineRoutes } from '../../../shared/test/offlineRoutes.ts';
import { renderWithUi } from '../../../shared/test/renderWithUi.tsx';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import type { WalletBalance } from '../../balances/fetchWalletBalances.ts';
import { fswapQueries } from '../data/fswapQueries.ts';
import FswapRoutes from './FswapRoutes.tsx';

// Two saved wallets: alice (the first dev key) with FTM, and a key of no one's with no FTM at all.
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const EMPTY = privateKeyToAccount(`0x${'6b'.repeat(32)}`).address;
const E18 = 10n ** 18n;
// The network of the e2e stack, the devnet (with mainnet's contract addresses), its API where nothing answers.
const runtime: RuntimeConfig = {
  defaultNetwork: 'devnet',
  devnet: { apiUrls: ['http://127.0.0.1:1/graphql'], contracts: OPERA_MAINNET.contracts },
};
const network = buildNetworks(runtime, {})[0] as AppNetwork;

type DefiToken = DefiTokensResult['defiTokens'][number];
const defiToken = (over: Partial<DefiToken> & Pick<DefiToken, 'address' | 'symbol'>): DefiToken => ({
  name: over.symbol,
  logoUrl: '',
  decimals: 18,
  price: 7n * 10n ** 17n,
  priceDecimals: 18,
  totalSupply: 1_000_000n * E18,
  isActive: true,
  canWrapFTM: false,
  canDeposit: false,
  canMint: false,
  canBorrow: false,
  canTrade: true,
  availableBalance: 0n,
  allowance: 0n,
  ...over,
});
const defiTokens = (balance: bigint): DefiToken[] => [
  defiToken({
    address: network.contracts.wftm ?? '0x',
    symbol: 'WFTM',
    canWrapFTM: true,
    availableBalance: balance,
  }),
  defiToken({ address: network.contracts.fusd ?? '0x', symbol: 'FUSD', price: E18, canMint: true }),
  defiToken({ address: '0x0000000000000000000000000000000000000003', symbol: 'FEUR', canMint: true }),
];
const native: Record<string, bigint> = { [ALICE]: 1_000n * E18, [EMPTY]: 0n };

const newClient = offlineRoutes(runtime);

/**
 * The fSwap area as the app mounts it (`fswap/:address/*`), over query data as the API would give it. Every
 * request that would leave for the API waits forever: what is on screen is the data given here.
 */
function renderAt(path: string) {
  const client = newClient();
  const addresses = useAccountsStore.getState().accounts.map((a) => a.address);
  const balances: WalletBalance[] = addresses.map((address) => ({
    address,
    balance: native[address] ?? 0n,
    totalValue: native[address] ?? 0n,
    txCount: 0n,
  }));
  for (const current of addresses) {
    client.setQueryData([...queryKeys.walletBalances(network.id, addresses), current], balances);
    client.setQueryData(
      fswapQueries.tokens(network, current).queryKey,
      defiTokens(current === ALICE ? 50n * E18 : 0n),
    );
  }
  const at = { path: '' };
  function Location() {
    at.path = useLocation().pathname;
    return null;
  }
  renderWithUi(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Location />
        <Routes>
          <Route path="fswap/:address/*" element={<FswapRoutes />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return at;
}

const from = () => screen.getByLabelText('From amount') as HTMLInputElement;
const to = () => screen.getByLabelText('To amount') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Swap' }) as HTMLButtonElement;
/** Types `text` key by key, as a browser does: a key whose keydown is cancelled inserts nothing. */
function typeKeys(input: HTMLInputElement, text: string) {
  for (const key of text) {
    if (fireEvent.keyDown(input, { key })) fireEvent.change(input, { target: { value: input.value + key } });
  }
}

beforeEach(() => {
  const store = useAccountsStore.getState();
  store.add({ address: ALICE, type: 'keystore' });
  store.add({ address: EMPTY, type: 'keystore' });
  store.setActive(ALICE);
});

/**
 * Form and route rules of docs/fswap.md that a browser journey used to check (moved here from
 * e2e/specs/fswap.spec.ts): the real routes, form and confirmation, over the wallets' data.
 */
describe("fSwap routes: hostile input, a corrected 0, the empty confirmation and 'Bad wallet' (docs/fswap.md)", () => {
  it.each([
    ['From', from],
    ['To', to],
  ])(
    '%s amount: text that is not an amount says Invalid amount and blocks Swap; signs and exponents cannot be typed (docs/fswap.md#amounts)',
    (_side, field) => {
      renderAt(`/fswap/${ALICE}`);
      for (const text of ['abc', '1.2.3', '<script>alert(1)</script>', '١٢', '0x10', '9'.repeat(100)]) {
        fireEvent.change(field(), { target: { value: text } });
        expect(field().value, text).toBe(text);
        expect(fieldError(field()), text).toBe(MESSAGES.invalidAmount);
        expect(submit().disabled, text).toBe(true);
      }
      fireEvent.change(field(), { target: { value: '' } });
      typeKeys(field(), '-1e+2');
      expect(field().value).toBe('12');
    },
  );

  it('no FTM: the max is 0.00 FTM; 1 is over it, corrected to 0 on leaving the field, and 0 cannot be submitted (docs/fswap.md#amounts)', () => {
    renderAt(`/fswap/${EMPTY}`);
    expect(screen.getByTestId('fswap-max').textContent).toBe('Max: 0.00 FTM');
    fireEvent.change(from(), { target: { value: '1' } });
    expect(fieldError(from())).toBe(FSWAP_MESSAGES.overMax);
    fireEvent.blur(from());
    expect(from().value).toBe('0');
    expect(fieldError(from())).toBeNull();
    expect(submit().disabled).toBe(true);
    // The fee check has no gas price here: the corrected 0 alone blocks the swap.
    expect(screen.queryByText(/Not enough available FTM for gas fees/)).toBeNull();
  });

  it("the confirmation opened without the form's order says 'Trade tokens first, please.' and goes back to the form after 3 s, not before (docs/fswap.md#routes)", async () => {
    // The confirmation is a chunk of its own, shown behind a fallback until it has loaded: loaded once before the
    // clock is faked, so the second time it mounts at once and the 3 s count from the moment it is on screen.
    renderAt(`/fswap/${ALICE}/confirmation`);
    await screen.findByRole('alert');
    cleanup();
    vi.useFakeTimers();
    const at = renderAt(`/fswap/${ALICE}/confirmation`);
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain(FSWAP_MESSAGES.emptyConfirmation);
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(at.path).toBe(`/fswap/${ALICE}/confirmation`);
    expect(screen.getByText(FSWAP_MESSAGES.emptyConfirmation)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(at.path).toBe(`/fswap/${ALICE}`);
    expect(screen.queryByText(FSWAP_MESSAGES.emptyConfirmation)).toBeNull();
    expect(screen.getByLabelText('From amount')).toBeTruthy();
  });

  it("an address that is not a saved wallet says 'Bad wallet' in an alert (docs/fswap.md#routes)", () => {
    renderAt('/fswap/0x0000000000000000000000000000000000000001');
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.badWallet);
    expect(screen.queryByLabelText('From amount')).toBeNull();
  });
});
