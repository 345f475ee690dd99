// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useRouteAccount } from './useRouteAccount.ts';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let seen: { account: string | undefined; path: string } = { account: undefined, path: '' };

function Area() {
  const account = useRouteAccount('fmint');
  seen = { account: account?.address, path: useLocation().pathname };
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="fmint/:address/*" element={<Area />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

beforeEach(() => {
  useAccountsStore.setState(useAccountsStore.getInitialState(), true);
  localStorage.clear();
  const store = useAccountsStore.getState();
  store.add({ address: A, type: 'keystore' });
  store.add({ address: B, type: 'keystore' });
  store.setActive(A);
});

describe('useRouteAccount (docs/account.md#bad-wallet)', () => {
  it("makes the route's wallet the active one on the first visit, whatever the address's case", () => {
    renderAt(`/fmint/${B.toLowerCase()}`);
    expect(seen.account).toBe(B);
    expect(useAccountsStore.getState().activeIndex).toBe(1);
  });

  it('is undefined for an address that is not a saved wallet, and changes nothing', () => {
    renderAt('/fmint/0x0000000000000000000000000000000000000001');
    expect(seen.account).toBeUndefined();
    expect(useAccountsStore.getState().activeIndex).toBe(0);
  });

  it("goes to the newly picked wallet's page of the area when another wallet is picked later", () => {
    renderAt(`/fmint/${A}`);
    expect(seen.path).toBe(`/fmint/${A}`);
    act(() => {
      useAccountsStore.getState().setActive(B);
    });
    expect(seen.path).toBe(`/fmint/${B}`);
    expect(seen.account).toBe(B);
  });
});
