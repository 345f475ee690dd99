// @vitest-environment happy-dom
import { addresses } from '@fantom-wallet/contracts';
import { FMINT_MESSAGES, MESSAGES } from '@fantom-wallet/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  preloadFeature,
  renderFeatureAt,
  settleUntil,
} from '../../../shared/test/renderFeatureAt.tsx';
import { type GraphqlAnswer, serveDevnetApi, stopDevnetApi } from '../../../shared/test/serveDevnetApi.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import { EMPTY_REDIRECT_MS } from '../../transactions/index.ts';
import { fmintFeature } from '../index.ts';

// alice is the user's one wallet; bob is a devnet account that is not hers.
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const E18 = 10n ** 18n;
const hex = (n: bigint) => `0x${n.toString(16)}`;

const token = (address: string, symbol: string, kind: 'collateral' | 'synth') => ({
  address,
  name: symbol,
  symbol,
  logoUrl: '',
  decimals: 18,
  price: hex(E18),
  priceDecimals: 18,
  totalSupply: hex(1_000_000n * E18),
  isActive: true,
  canDeposit: kind === 'collateral',
  canMint: kind === 'synth',
  canWrapFTM: symbol === 'WFTM',
  availableBalance: hex(100n * E18),
  allowance: '0x0',
});

/** fMint as the devnet's API answers it: WFTM to lock, FUSD then FEUR to mint, alice with no position. */
const overview = (): GraphqlAnswer => ({
  data: {
    defiConfiguration: {
      mintFee4: '0x19',
      minCollateralRatio4: hex(30_000n),
      rewardCollateralRatio4: hex(50_000n),
      decimals: 4,
      fMintContract: addresses.fMint,
      fMintRewardDistribution: addresses.fMintRewardDistribution,
    },
    defiTokens: [
      token(addresses.wftm, 'WFTM', 'collateral'),
      token(addresses.fusd, 'FUSD', 'synth'),
      token(addresses.feur, 'FEUR', 'synth'),
    ],
    fMintAccount: {
      collateralValue: '0x0',
      debtValue: '0x0',
      collateral: [],
      debt: [],
      rewardsEarned: '0x0',
      rewardsStashed: '0x0',
      canClaimRewards: false,
      canPushNewRewards: false,
      canReceiveRewards: false,
    },
  },
});

/** alice's wallet is the only one saved, and active. */
function aliceOnly() {
  useAccountsStore.setState(useAccountsStore.getInitialState(), true);
  localStorage.clear();
  useAccountsStore.getState().add({ address: ALICE, type: 'keystore' });
  useAccountsStore.getState().setActive(ALICE);
  useSettingsStore.getState().setNetworkId(undefined);
}

// The confirmation screen is a lazy part of the transactions feature, and React reveals a lazy screen only
// some 300 ms of real time after its fallback, a timer fake time never reaches. One visit with real timers
// loads it.
beforeAll(async () => {
  await preloadFeature(fmintFeature);
  aliceOnly();
  serveDevnetApi({ FmintOverview: overview });
  renderFeatureAt(fmintFeature, `/fmint/${ALICE}/lock/confirmation`);
  await waitFor(() => expect(screen.getByTestId('flow-empty')).toBeTruthy());
  cleanup();
  stopDevnetApi();
});

beforeEach(() => {
  aliceOnly();
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  stopDevnetApi();
});

describe("fMint: 'Bad wallet' and the empty confirmations (docs/fmint.md#routes)", () => {
  it("'/fmint/<bob, not a wallet of the user>' says 'Bad wallet' in an alert (docs/fmint.md#routes)", () => {
    serveDevnetApi({ FmintOverview: overview });
    renderFeatureAt(fmintFeature, `/fmint/${BOB}`);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.badWallet);
    expect(useAccountsStore.getState().accounts.map((a) => a.address)).toEqual([ALICE]);
  });

  it.each([
    ['lock/confirmation', 'Adjust collateral first, please.', FMINT_MESSAGES.adjustCollateral, 'lock'],
    [
      `mint/confirmation?tokenAddress=${addresses.feur}`,
      'Adjust FEUR first, please.',
      FMINT_MESSAGES.adjustToken('FEUR'),
      'mint',
    ],
  ])(
    "'%s' opened directly says '%s', then goes back to its form after 3 s (docs/fmint.md#empty-confirmations)",
    async (path, message, catalogued, form) => {
      expect(catalogued).toBe(message);
      serveDevnetApi({ FmintOverview: overview });
      const router = renderFeatureAt(fmintFeature, `/fmint/${ALICE}/${path}`);
      await settleUntil(() => screen.queryByTestId('flow-empty') !== null);
      expect(screen.getByTestId('flow-empty').textContent).toBe(message);
      expect(EMPTY_REDIRECT_MS).toBe(3_000);
      await advance(2_999);
      expect(screen.getByTestId('flow-empty').textContent).toBe(message);
      expect(router.url()).toBe(`/fmint/${ALICE}/${path}`);
      await advance(1);
      expect(router.url()).toBe(`/fmint/${ALICE}/${form}`);
      expect(screen.queryByTestId('flow-empty')).toBeNull();
    },
  );
});
