// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildNetworks } from '../../../shared/network/buildNetworks.ts';
import { useRuntimeConfig } from '../../../shared/network/useRuntimeConfig.ts';
import { renderWithUi } from '../../../shared/test/renderWithUi.tsx';
import { createCoinbaseSigner } from '../../../signers/coinbase/createCoinbaseSigner.ts';
import { walletDouble } from '../../../signers/external/walletDouble.ts';
import type { ConfirmationRequest } from '../../../signers/index.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { ExternalWalletPrompt } from '../../transactions/confirm/ExternalWalletPrompt.tsx';
import { ConnectCoinbase } from './ConnectCoinbase.tsx';

// The SDK's popup answers on the chain the app asked for, whatever the popup says, so a wrong network can only come
// from Coinbase's browser extension, which the SDK hands over as is when the page has one. These tests run the real
// SDK over an extension double on another chain than the app's.

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const mainnet = buildNetworks({ defaultNetwork: 'mainnet' }, {}).find((n) => n.id === 'mainnet');
if (!mainnet) throw new Error('no mainnet');
const OPERA = `0x${mainnet.chainId.toString(16)}`;
const OTHER_CHAIN = '0xfa2';

const initialRuntime = useRuntimeConfig.getState();
let settings = 0;
/** A Coinbase extension double on `chainId`, and settings the SDK cache has not seen (so it is looked up again). */
function installExtension(chainId: string, accounts: string[] = []) {
  const extension = walletDouble({ accounts, chainId, connectAs: ADDRESS, knownChains: [OPERA] });
  const setAppInfo = vi.fn();
  Object.assign(globalThis, { coinbaseWalletExtension: { ...extension.provider, setAppInfo } });
  const coinbase = { keysUrl: `http://127.0.0.1:1/connect/${++settings}` };
  useRuntimeConfig.setState({ coinbase });
  return { extension, setAppInfo, coinbase };
}

beforeEach(() => {
  useAccountsStore.setState({ accounts: [], activeIndex: null });
  // The SDK reads the page's own headers for its Cross-Origin-Opener-Policy check: the app's, as served.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response('', { headers: { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, 'coinbaseWalletExtension');
  useRuntimeConfig.setState(initialRuntime, true);
});

describe('Coinbase Wallet on another network (docs/external-wallets.md#coinbase-wallet)', () => {
  it("Connect: the notice 'Please select Fantom Opera network on Coinbase Wallet' (Settings > Active network), nothing stored; after switching, Connect adds the account", async () => {
    const { extension, setAppInfo } = installExtension(OTHER_CHAIN);
    renderWithUi(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={<ConnectCoinbase onBack={() => {}} onClose={() => {}} setTitle={() => {}} />}
          />
          <Route path="/account/:address" element={<p>history of the account</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const connect = screen.getByRole('button', { name: 'Connect Coinbase Wallet' });
    await waitFor(() => expect(connect.hasAttribute('disabled')).toBe(false));
    // The SDK handed the page's extension the app's chain, as it does for the real one.
    expect(setAppInfo.mock.calls[0]?.[2]).toEqual([mainnet.chainId]);

    fireEvent.click(connect);
    const notice = await screen.findByRole('dialog', { name: 'Coinbase Wallet' });
    expect(within(notice).getByRole('alert').textContent).toBe(
      'Please select Fantom Opera network on Coinbase WalletSettings > Active network',
    );
    expect(within(notice).getByText('Please select Fantom Opera network on Coinbase Wallet')).toBeTruthy();
    expect(within(notice).getByText('Settings > Active network')).toBeTruthy();
    expect(useAccountsStore.getState().accounts).toEqual([]);
    fireEvent.click(within(notice).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Coinbase Wallet' })).toBeNull());

    // The user selects Fantom Opera in the extension and connects again.
    extension.state.chainId = OPERA;
    fireEvent.click(screen.getByRole('button', { name: 'Connect Coinbase Wallet' }));
    expect(await screen.findByText('history of the account')).toBeTruthy();
    expect(useAccountsStore.getState().accounts).toMatchObject([{ type: 'coinbase', address: ADDRESS }]);
  });

  it('the confirmation shows the notice with a switch button; switching asks the extension and the notice gives way', async () => {
    const { extension } = installExtension(OTHER_CHAIN, [ADDRESS]);
    const signer = createCoinbaseSigner({ type: 'coinbase', address: ADDRESS }, mainnet);
    const request = (await signer.confirmation()) as Extract<ConfirmationRequest, { kind: 'external' }>;
    expect(request).toEqual({
      kind: 'external',
      wallet: 'Coinbase Wallet',
      walletType: 'coinbase',
      blocked: { reason: 'chain', chainId: mainnet.chainId },
    });
    const changed = vi.fn();
    const stop = signer.watchConfirmation?.(changed);
    const resolveBlock = signer.resolveBlock?.bind(signer);
    if (!resolveBlock) throw new Error('the Coinbase signer cannot be asked to switch');
    renderWithUi(<ExternalWalletPrompt request={request} onResolve={resolveBlock} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Please select Fantom Opera network on Coinbase Wallet',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Switch chain in Coinbase Wallet' }));
    await waitFor(() => expect(extension.state.chainId).toBe(OPERA));
    expect(extension.requests.filter((r) => r.method === 'wallet_switchEthereumChain')).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: OPERA }] },
    ]);
    // The extension says the chain changed: the confirmation asks again and may confirm.
    await waitFor(() => expect(extension.listenerCount()).toBeGreaterThan(0));
    extension.emit('chainChanged');
    expect(changed).toHaveBeenCalled();
    expect(await signer.confirmation()).toEqual({
      kind: 'external',
      wallet: 'Coinbase Wallet',
      walletType: 'coinbase',
    });
    stop?.();
  });
});
