// @vitest-environment happy-dom
import { MESSAGES, OPERA_MAINNET, toDecimalString, WEI_PER_FTM } from '@fantom-wallet/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppNetwork, buildNetworks } from '../../../shared/network/buildNetworks.ts';
import type { RuntimeConfig } from '../../../shared/network/RuntimeConfig.ts';
import { fakeTransport } from '../../../shared/test/fakeTransport.ts';
import { fieldError, offlineRoutes } from '../../../shared/test/offlineRoutes.ts';
import { renderWithUi } from '../../../shared/test/renderWithUi.tsx';
import { createFakeSigner } from '../../../signers/fake/createFakeSigner.ts';
import { SignersContext } from '../../../signers/index.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { TransactionServicesContext } from '../../transactions/confirm/TransactionServicesContext.ts';
import { stakingQueries } from '../data/stakingQueries.ts';
import type { DelegationDetailData } from '../detail/DelegationDetailData.ts';
import type { Validator } from '../validators/Validator.ts';
import StakingRoutes from './StakingRoutes.tsx';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const FTM = WEI_PER_FTM;
const DAY = 86_400n;
const NOW = 1_700_000_000n;
// The network of the e2e stack, the devnet (with mainnet's contract addresses), its API where nothing answers.
const runtime: RuntimeConfig = {
  defaultNetwork: 'devnet',
  devnet: { apiUrls: ['http://127.0.0.1:1/graphql'], contracts: OPERA_MAINNET.contracts },
};
const network = buildNetworks(runtime, {})[0] as AppNetwork;

const validator = (id: bigint, name: string): Validator => ({
  id,
  address: `0x${id.toString(16).padStart(40, '0')}`,
  name,
  logoUrl: null,
  website: null,
  selfStaked: 1_000_000n * FTM,
  delegated: 10_000n * FTM,
  totalStaked: 1_010_000n * FTM,
  delegatedLimit: 100_000n * FTM,
  isActive: true,
  isOffline: false,
  isCheater: false,
  // Its own lock ends in 200 days: a delegation may lock for 14 to 199 days (docs/staking.md#lock-days).
  lockedUntil: NOW + 200n * DAY,
});
const delegation = (stakerId: bigint, over: Partial<DelegationDetailData>): DelegationDetailData => ({
  stakerId,
  createdTime: NOW - 30n * DAY,
  amount: 3_000n * FTM,
  amountDelegated: 3_000n * FTM,
  amountInWithdraw: 0n,
  lockedAmount: 0n,
  unlockedAmount: 3_000n * FTM,
  pendingRewards: 0n,
  outstandingSftm: 0n,
  tokenizerAllowedToWithdraw: true,
  isFluidStakingActive: true,
  isDelegationLocked: false,
  lockedUntil: 0n,
  lockDuration: 0n,
  withdrawRequests: [],
  ...over,
});
// Alice's delegations as the seeded devnet has them: #1 locked without minted sFTM, #2 unlocked (3000 FTM).
const delegations = [
  delegation(1n, {
    lockedAmount: 3_000n * FTM,
    unlockedAmount: 0n,
    isDelegationLocked: true,
    lockedUntil: NOW + 30n * DAY,
    lockDuration: 30n * DAY,
  }),
  delegation(2n, {}),
];

const newClient = offlineRoutes(runtime);

/**
 * The staking area as the app mounts it (`staking/:address/*`), over query data as the API would give it; every
 * request that would leave for the API waits forever. A confirmation prepares its transaction with a fake API and
 * signs with a fake signer.
 */
function renderAt(path: string) {
  const client = newClient();
  for (const d of delegations)
    client.setQueryData(stakingQueries.delegation(network, ALICE, d.stakerId).queryKey, d);
  client.setQueryData(stakingQueries.validators(network).queryKey, [
    validator(1n, 'One'),
    validator(2n, 'Two'),
  ]);
  client.setQueryData(stakingQueries.sfcConfig(network).queryKey, {
    minLockupDuration: 14n * DAY,
    maxLockupDuration: 365n * DAY,
    withdrawalPeriodTime: 7n * DAY,
    withdrawalPeriodEpochs: 3n,
  });
  client.setQueryData(stakingQueries.chainTime(network).queryKey, NOW);
  const signer = createFakeSigner();
  const services = {
    transport: fakeTransport({
      fwalletSimulate: () => {
        throw new Error('no simulation here');
      },
      fwalletHead: () => ({ block: { number: '0x10' } }),
      estimateGas: () => ({ estimateGas: '0x30d40' }),
      gasPrice: () => ({ gasPrice: '0x3b9aca00' }),
      accountByAddress: () => ({ account: { txCount: '0x7' } }),
    }),
    sent: useSentTransactionsStore.getState(),
  };
  const at = { path: '' };
  function Location() {
    at.path = useLocation().pathname;
    return null;
  }
  renderWithUi(
    <QueryClientProvider client={client}>
      <SignersContext
        value={{
          keystores: () => {
            throw new Error('no vault in this test');
          },
          signerFor: () => signer,
        }}
      >
        <TransactionServicesContext value={services}>
          <MemoryRouter initialEntries={[path]}>
            <Location />
            <Routes>
              <Route path="staking/:address/*" element={<StakingRoutes />} />
            </Routes>
          </MemoryRouter>
        </TransactionServicesContext>
      </SignersContext>
    </QueryClientProvider>,
  );
  return at;
}

const dialog = () => screen.getByRole('dialog');
const okLock = () => within(dialog()).getByRole('button', { name: 'Ok, lock' }) as HTMLButtonElement;
/** Replaces a field's text, as typing over it does. */
const fill = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
async function openLockWindow() {
  fireEvent.click(screen.getByRole('button', { name: 'Lock Delegation' }));
  // The window is named '{action} · {validator}, {id}' (docs/staking.md#flow-windows-and-views).
  expect(await screen.findByRole('dialog', { name: 'Lock Delegation · Two, 2' })).toBeTruthy();
  expect(within(dialog()).getByRole('heading', { name: 'Lock Delegation' })).toBeTruthy();
}

beforeEach(() => {
  useSentTransactionsStore.getState().forget(ALICE);
  useAccountsStore.getState().add({ address: ALICE, type: 'keystore' });
  useAccountsStore.getState().setActive(ALICE);
});

/**
 * Messages and window rules of docs/staking.md that a browser journey used to check (moved here from
 * e2e/specs/staking-messages.spec.ts): the real routes, detail, window and lock flow, over alice's delegations.
 */
describe('staking routes: lock messages, the window reopening at step 1, Bad parameters (docs/staking.md)', () => {
  it('a locked delegation without minted sFTM carries the fluid-staking warning (docs/staking.md#detail-messages)', () => {
    renderAt(`/staking/${ALICE}/detail/1`);
    expect(screen.getByRole('heading', { name: 'Delegation to One, 1' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/^To participate in Fluid Staking/);
  });

  it('the lock amount and the day range say what is wrong, and Ok, lock waits for both (docs/staking.md#lock-amount, #lock-days)', async () => {
    renderAt(`/staking/${ALICE}/detail/2`);
    await openLockWindow();
    const amount = within(dialog()).getByLabelText('Amount to lock (FTM)');
    const days = within(dialog()).getByLabelText('Lock for (days)');
    fill(amount, 'abc');
    expect(fieldError(amount)).toBe(MESSAGES.invalidAmount);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fill(amount, '0.5');
    expect(fieldError(amount)).toBe(MESSAGES.lockMin);
    fill(amount, '5000');
    expect(fieldError(amount)).toBe(MESSAGES.lockMax(toDecimalString(3_000n * FTM, 18)));
    expect(okLock().disabled).toBe(true);
    fill(amount, '3000');
    fill(days, '3');
    expect(fieldError(days)).toBe('Enter a whole number of days between 14 and 199');
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(okLock().disabled).toBe(true);
    fill(days, '100000');
    expect(fieldError(days)).toBe(MESSAGES.maxLockDaysReached);
    expect(okLock().disabled).toBe(true);
    fill(days, '20');
    expect(within(dialog()).queryAllByRole('alert')).toHaveLength(0);
    expect(okLock().disabled).toBe(false);
  });

  it('Back on the confirmation returns to step 1 in the window; closed and opened again, the flow starts over at step 1 (docs/staking.md#flow-windows-and-views)', async () => {
    renderAt(`/staking/${ALICE}/detail/2`);
    await openLockWindow();
    fill(within(dialog()).getByLabelText('Lock for (days)'), '20');
    fireEvent.click(okLock());
    expect(await within(dialog()).findByRole('heading', { name: 'Confirm lock' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(within(dialog()).getByRole('heading', { name: 'Lock Delegation' })).toBeTruthy();
    fireEvent.click(okLock());
    expect(await within(dialog()).findByRole('heading', { name: 'Confirm lock' })).toBeTruthy();
    // The window's own close button hides it.
    fireEvent.click(screen.getByRole('button', { name: 'Close window' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again: step 1, and the 20 days typed before are gone for the minimum.
    await openLockWindow();
    expect((within(dialog()).getByLabelText('Lock for (days)') as HTMLInputElement).value).toBe('14');
    // Cancel on step 1 closes the window; the delegation is still unlocked.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('[data-field="Unlock Date"]')?.textContent).toBe('-');
  });

  it("view mode: a staker id that is not a number says 'Bad parameters.' and goes back to the list after 3 s, not before (docs/staking.md#routes)", async () => {
    vi.useFakeTimers();
    const at = renderAt(`/staking/${ALICE}/detail/nonsense/claim`);
    expect(screen.getByRole('alert').textContent).toBe('Bad parameters.');
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(at.path).toBe(`/staking/${ALICE}/detail/nonsense/claim`);
    expect(screen.getByRole('alert').textContent).toBe('Bad parameters.');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(at.path).toBe(`/staking/${ALICE}`);
    expect(screen.queryByText('Bad parameters.')).toBeNull();
  });
});
