// @vitest-environment happy-dom
import { buildFtmTransfer } from '@fantom-wallet/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '../../../shared/test/fakeTransport.ts';
import { renderWithUi } from '../../../shared/test/renderWithUi.tsx';
import { createExternalSigner } from '../../../signers/external/createExternalSigner.ts';
import { providerError, walletDouble } from '../../../signers/external/walletDouble.ts';
import { addChainParameters, SignerRejectedError, SignersContext } from '../../../signers/index.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { TransactionConfirmation } from './TransactionConfirmation.tsx';
import { TransactionServicesContext } from './TransactionServicesContext.ts';

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const account: Account = { address: FROM, type: 'injected', rdns: 'io.metamask' };
const call = buildFtmTransfer(OTHER, 1n);

afterEach(cleanup);

function renderConfirmation(
  double: ReturnType<typeof walletDouble>,
  handlers: { onConfirm?: () => Promise<void>; onRejected?: () => void } = {},
) {
  const signer = createExternalSigner({
    address: FROM,
    wallet: 'Metamask',
    walletType: 'injected',
    chain: addChainParameters({
      chainId: 4003,
      chainName: 'Fantom Local Devnet',
      nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
      rpcUrl: 'http://127.0.0.1:1/rpc',
    }),
    provider: async () => double.provider,
    sleep: async () => {},
  });
  const onConfirm = vi.fn(handlers.onConfirm ?? (async () => {}));
  renderWithUi(
    <QueryClientProvider client={new QueryClient()}>
      <SignersContext value={{ keystores: () => ({}) as never, signerFor: () => signer }}>
        <TransactionServicesContext
          value={{
            transport: fakeTransport({
              estimateGas: () => ({ estimateGas: '0x5208' }),
              gasPrice: () => ({ gasPrice: '0x3b9aca00' }),
              accountByAddress: () => ({ account: { txCount: '0x7' } }),
            }),
            sent: useSentTransactionsStore.getState(),
          }}
        >
          <TransactionConfirmation
            account={account}
            call={call}
            rows={[]}
            onConfirm={onConfirm}
            onCancel={() => {}}
            onRejected={handlers.onRejected}
          />
        </TransactionServicesContext>
      </SignersContext>
    </QueryClientProvider>,
  );
  return { onConfirm };
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

describe('external wallet confirmation (docs/external-wallets.md#confirmation)', () => {
  it('asks to confirm in the wallet when it is ready', async () => {
    renderConfirmation(walletDouble({ accounts: [FROM], chainId: '0xfa3' }));
    expect(await screen.findByText('Confirm in Metamask')).toBeTruthy();
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByLabelText(/password/i)).toBeNull();
  });

  it('wrong chain: the notice and a switch that adds the chain on 4902, then confirm', async () => {
    const double = walletDouble({ accounts: [FROM], chainId: '0xfa' });
    renderConfirmation(double);
    expect(await screen.findByText('Please, select Opera chain in Metamask.')).toBeTruthy();
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Switch chain in Metamask' }));
    expect(await screen.findByText('Confirm in Metamask')).toBeTruthy();
    expect(double.requests.map((r) => r.method)).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    );
  });

  it('follows accountsChanged and chainChanged live', async () => {
    const double = walletDouble({ accounts: [FROM], chainId: '0xfa3' });
    renderConfirmation(double);
    expect(await screen.findByText('Confirm in Metamask')).toBeTruthy();
    double.state.accounts = [OTHER];
    double.emit('accountsChanged');
    expect(await screen.findByText(`Please, select account ${FROM} in Metamask.`)).toBeTruthy();
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    double.state.accounts = [FROM];
    double.state.chainId = '0x1';
    double.emit('accountsChanged');
    expect(await screen.findByText('Please, select Opera chain in Metamask.')).toBeTruthy();
    double.state.chainId = '0xfa3';
    double.emit('chainChanged');
    expect(await screen.findByText('Confirm in Metamask')).toBeTruthy();
  });

  it('a refused switch says so and keeps the notice', async () => {
    const double = walletDouble({ accounts: [FROM], chainId: '0xfa', knownChains: ['0xfa3'] });
    double.fail('wallet_switchEthereumChain', providerError(-32002, 'busy'));
    renderConfirmation(double);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch chain in Metamask' }));
    expect(await screen.findByText('Request already pending')).toBeTruthy();
    expect(screen.getByText('Please, select Opera chain in Metamask.')).toBeTruthy();
  });

  it('not connected: offers to connect', async () => {
    const double = walletDouble({ accounts: [], chainId: '0xfa3', connectAs: FROM });
    renderConfirmation(double);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Metamask' }));
    expect(await screen.findByText('Confirm in Metamask')).toBeTruthy();
  });
});

describe('a refusal to sign (docs/transactions.md#signers)', () => {
  const refused = async () => {
    throw new SignerRejectedError();
  };

  it("goes to the flow's reject message, with no error on the confirmation", async () => {
    const onRejected = vi.fn();
    renderConfirmation(walletDouble({ accounts: [FROM], chainId: '0xfa3' }), {
      onConfirm: refused,
      onRejected,
    });
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onRejected).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows above the buttons where the flow has no reject message', async () => {
    renderConfirmation(walletDouble({ accounts: [FROM], chainId: '0xfa3' }), { onConfirm: refused });
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Transaction rejected');
  });
});
