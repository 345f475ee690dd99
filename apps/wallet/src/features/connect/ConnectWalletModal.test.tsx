// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../shared/test/renderWithUi.tsx';
import { providerError, walletDouble } from '../../signers/external/walletDouble.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { ConnectWalletModal } from './ConnectWalletModal.tsx';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const stops: Array<() => void> = [];

function announce(
  name: string,
  rdns: string,
  double = walletDouble({ accounts: [], chainId: '0xfa3', connectAs: ADDRESS }),
) {
  const detail = { info: { name, rdns, icon: ICON, uuid: rdns }, provider: double.provider };
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', send);
  stops.push(() => window.removeEventListener('eip6963:requestProvider', send));
  return double;
}

function open() {
  const onClose = vi.fn();
  renderWithUi(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<ConnectWalletModal opened onClose={onClose} />} />
        <Route path="/account/:address" element={<p>history of the account</p>} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Metamask' }));
  return { onClose };
}

beforeEach(() => useAccountsStore.setState({ accounts: [] }));
afterEach(() => {
  cleanup();
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

describe('Connect Wallet → Metamask (docs/external-wallets.md#injected)', () => {
  it('lists the four wallets', () => {
    renderWithUi(
      <MemoryRouter>
        <ConnectWalletModal opened onClose={() => {}} />
      </MemoryRouter>,
    );
    for (const name of ['Metamask', 'Ledger', 'Coinbase Wallet', 'WalletConnect'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('no wallet: the picker with an empty address, the notice and Install', async () => {
    open();
    expect(await screen.findByText('Metamask is not installed.')).toBeTruthy();
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'Install' }).getAttribute('href')).toBe(
      'https://metamask.io/download/',
    );
  });

  it('adds the first account with the rdns and opens its history', async () => {
    announce('MetaMask', 'io.metamask');
    const { onClose } = open();
    const add = await screen.findByRole('button', { name: 'Add Account' });
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(ADDRESS);
    fireEvent.click(add);
    expect(useAccountsStore.getState().accounts).toMatchObject([
      { type: 'injected', address: ADDRESS, rdns: 'io.metamask' },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('history of the account')).toBeTruthy();
  });

  it('an account already listed: the message and Ok, nothing added', async () => {
    useAccountsStore.setState({ accounts: [{ type: 'keystore', address: ADDRESS }] });
    announce('MetaMask', 'io.metamask');
    const { onClose } = open();
    expect(
      await screen.findByText(
        `Account ${ADDRESS} is already in your wallet list. Please, select another one.`,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalled();
    expect(useAccountsStore.getState().accounts).toHaveLength(1);
  });

  it('several wallets: the user picks one by name', async () => {
    announce('MetaMask', 'io.metamask');
    const rabby = announce(
      'Rabby',
      'io.rabby',
      walletDouble({ accounts: [], chainId: '0xfa3', connectAs: ADDRESS }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Rabby' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Account' }));
    expect(rabby.requests.map((r) => r.method)).toContain('eth_requestAccounts');
    expect(useAccountsStore.getState().accounts).toMatchObject([{ rdns: 'io.rabby' }]);
  });

  it("4001 logs 'Please connect to MetaMask.' and frees the button; -32002 shows 'Request already pending'", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const double = announce('MetaMask', 'io.metamask');
    double.fail('eth_requestAccounts', providerError(4001, 'User rejected the request.'));
    open();
    const button = await screen.findByRole('button', { name: 'Connect MetaMask' });
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    expect(log).toHaveBeenCalledWith('Please connect to MetaMask.');
    double.fail('eth_requestAccounts', providerError(-32002, 'Already processing'));
    fireEvent.click(button);
    expect(await screen.findByText('Request already pending')).toBeTruthy();
  });
});
