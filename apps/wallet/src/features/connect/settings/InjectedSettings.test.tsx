// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../shared/test/renderWithUi.tsx';
import { providerError, walletDouble } from '../../../signers/external/walletDouble.ts';
import { InjectedSettings } from './InjectedSettings.tsx';

const TOKEN = '0x7e57000000000000000000000000000000000006';
const stops: Array<() => void> = [];

function install() {
  const double = walletDouble({ accounts: [], chainId: '0xfa' });
  const detail = {
    info: { name: 'MetaMask', rdns: 'io.metamask', icon: 'data:image/png;base64,', uuid: '1' },
    provider: double.provider,
  };
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', send);
  stops.push(() => window.removeEventListener('eip6963:requestProvider', send));
  return double;
}

afterEach(() => {
  cleanup();
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

describe('Settings → browser-extension wallet (docs/external-wallets.md#settings)', () => {
  it('adds the active network: the chain definition, then "{chain name} was added to Metamask"', async () => {
    const double = install();
    renderWithUi(<InjectedSettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Fantom Opera Mainnet to Metamask' }));
    expect(await screen.findByText('Fantom Opera Mainnet was added to Metamask')).toBeTruthy();
    expect(double.requests.find((r) => r.method === 'wallet_addEthereumChain')?.params).toEqual([
      expect.objectContaining({
        chainId: '0xfa',
        chainName: 'Fantom Opera Mainnet',
        rpcUrls: [expect.any(String)],
      }),
    ]);
  });

  it('watch asset: the form rules, decimals 18 by default, then "Asset {symbol} was added to Metamask"', async () => {
    const double = install();
    renderWithUi(<InjectedSettings />);
    const submit = await screen.findByRole('button', { name: 'Add asset to Metamask' });
    expect((screen.getByLabelText('Decimals') as HTMLInputElement).value).toBe('18');
    fireEvent.change(screen.getByLabelText('Token address'), { target: { value: '0x12' } });
    fireEvent.change(screen.getByLabelText('Symbol'), { target: { value: 'TWELVE_CHARS' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Invalid Address')).toBeTruthy();
    expect(screen.getByText('Symbol must be 11 characters or fewer')).toBeTruthy();
    expect(double.requests.some((r) => r.method === 'wallet_watchAsset')).toBe(false);
    fireEvent.change(screen.getByLabelText('Token address'), { target: { value: TOKEN } });
    fireEvent.change(screen.getByLabelText('Symbol'), { target: { value: 'tUSDC' } });
    fireEvent.click(submit);
    await waitFor(() => expect(double.requests.some((r) => r.method === 'wallet_watchAsset')).toBe(true));
    expect(await screen.findByText('Asset tUSDC was added to Metamask')).toBeTruthy();
    expect(double.requests.find((r) => r.method === 'wallet_watchAsset')?.params).toEqual({
      type: 'ERC20',
      options: { address: expect.stringMatching(/^0x7e57/i), symbol: 'tUSDC', decimals: 18 },
    });
  });

  it("-32002 shows 'Request already pending'; 4001 is only logged", async () => {
    const double = install();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    double.fail('wallet_addEthereumChain', providerError(-32002, 'busy'));
    renderWithUi(<InjectedSettings />);
    const add = await screen.findByRole('button', { name: 'Add Fantom Opera Mainnet to Metamask' });
    fireEvent.click(add);
    expect(await screen.findByText('Request already pending')).toBeTruthy();
    double.fail('wallet_addEthereumChain', providerError(4001, 'no'));
    fireEvent.click(add);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Please connect to MetaMask.'));
  });

  it('no browser wallet: says so and disables the buttons', async () => {
    renderWithUi(<InjectedSettings />);
    expect(await screen.findByText('Metamask is not installed.')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Add Fantom Opera Mainnet to Metamask' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
