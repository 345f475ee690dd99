// @vitest-environment happy-dom
import { buildErc20Approve, buildFtmTransfer } from '@fantom-wallet/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '../../../shared/test/fakeTransport.ts';
import { renderWithUi } from '../../../shared/test/renderWithUi.tsx';
import { createFakeSigner } from '../../../signers/fake/createFakeSigner.ts';
import { SignersContext } from '../../../signers/index.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { TransactionServicesContext } from '../confirm/TransactionServicesContext.ts';
import type { TransactionStep } from './TransactionStep.ts';
import { TransactionStepper, type TransactionStepperProps } from './TransactionStepper.tsx';

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x7e57000000000000000000000000000000000006';
const ROUTER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const account: Account = { address: FROM, type: 'keystore' };

const allowThenConfirm: TransactionStep<string>[] = [
  {
    kind: 'approve',
    id: 'allow',
    description: 'Allow',
    token: TOKEN,
    spender: ROUTER,
    amount: 5n,
    call: buildErc20Approve(TOKEN, ROUTER, 5n),
  },
  {
    kind: 'call',
    id: 'swap',
    description: 'Confirm',
    call: buildFtmTransfer(ROUTER, 1n),
  },
];

function renderStepper(
  props: Partial<TransactionStepperProps<string>> = {},
  simulate: (variables: Record<string, unknown>) => unknown = () => {
    throw new Error('no simulation here');
  },
) {
  const signer = createFakeSigner();
  const services = {
    transport: fakeTransport({
      fwalletSimulate: simulate,
      fwalletHead: () => ({ block: { number: '0x10' } }),
      estimateGas: () => ({ estimateGas: '0x5208' }),
      gasPrice: () => ({ gasPrice: '0x3b9aca00' }),
      accountByAddress: () => ({ account: { txCount: '0x7' } }),
      transactionByHash: () => ({ transaction: { status: '0x1' } }),
    }),
    sent: useSentTransactionsStore.getState(),
    now: () => 1_000,
  };
  const onClose = vi.fn();
  renderWithUi(
    <QueryClientProvider client={new QueryClient()}>
      <SignersContext
        value={{
          keystores: () => {
            throw new Error('no vault in this test');
          },
          signerFor: () => signer,
        }}
      >
        <TransactionServicesContext value={services}>
          <TransactionStepper
            account={account}
            flow={{ id: 'stake' }}
            steps={allowThenConfirm}
            present={(step) => ({
              label: step.description,
              rows: [],
              successTitle: step.id === 'allow' ? 'Allowed' : 'Done',
            })}
            onClose={onClose}
            {...props}
          />
        </TransactionServicesContext>
      </SignersContext>
    </QueryClientProvider>,
  );
  return { signer, onClose };
}

const confirm = async () => {
  const button = await screen.findByRole('button', { name: 'Confirm' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
};

beforeEach(() => useSentTransactionsStore.getState().forget(FROM));
afterEach(cleanup);

describe('TransactionStepper: a refusal to sign (docs/transactions.md#multi-step-flows)', () => {
  it('in a window: "Transaction rejected" in place, and Try again asks for the same step again', async () => {
    const { signer } = renderStepper();
    signer.behave({ kind: 'reject' }, { kind: 'approve' });
    await confirm();
    expect(await screen.findByRole('heading', { name: 'Transaction rejected' })).toBeTruthy();
    expect(screen.getByText('Nothing was signed or sent. You can try again or close.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await confirm();
    await waitFor(() => expect(signer.sent).toHaveLength(1));
  });

  it('in a view: the flow hands the rejection to its reject route, once', async () => {
    const onRejected = vi.fn();
    const { signer } = renderStepper({ onRejected });
    signer.behave({ kind: 'reject' });
    await confirm();
    await waitFor(() => expect(onRejected).toHaveBeenCalledTimes(1));
    expect(signer.sent).toHaveLength(0);
  });

  it('skippable steps (revoking approvals): Skip after a rejection goes on to the next step, the last has none', async () => {
    const { signer } = renderStepper({ skippable: true });
    signer.behave({ kind: 'reject' }, { kind: 'reject' });
    await confirm();
    expect(await screen.findByRole('heading', { name: 'Transaction rejected' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await confirm();
    expect(await screen.findByRole('heading', { name: 'Transaction rejected' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(signer.sent).toHaveLength(0);
  });

  it('tells the view when the run reaches its second step (its confirmation2 path)', async () => {
    const onStepChange = vi.fn();
    renderStepper({ onStepChange });
    await confirm();
    fireEvent.click(await screen.findByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith(1));
    expect(onStepChange).toHaveBeenCalledTimes(1);
  });
});

describe('TransactionStepper: the simulation of a multi-step flow (docs/simulation.md)', () => {
  it("simulates the Allow step with the Confirm after it ('This step', 'After all steps'), then Confirm alone", async () => {
    const asked: unknown[][] = [];
    const answer = (calls: unknown[]) => ({
      fwalletSimulate: {
        available: true,
        unavailableReason: null,
        blockNumber: '0x10',
        calls: calls.map(() => ({
          to: ROUTER.toLowerCase(),
          status: true,
          revertReason: null,
          gasUsed: '0x5208',
          toHasCode: true,
          contractLabel: null,
          method: 'approve',
          unpredictable: [],
        })),
        changes: [],
        approvals: [],
        revoked: [],
      },
    });
    renderStepper({}, (variables) => {
      const calls = variables.calls as unknown[];
      asked.push(calls);
      return answer(calls);
    });
    expect(await screen.findByText('After all steps')).toBeTruthy();
    expect(screen.getByText('This step')).toBeTruthy();
    expect(asked.some((calls) => calls.length === 2)).toBe(true);
    await confirm();
    fireEvent.click(await screen.findByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(asked.at(-1)).toHaveLength(1));
    expect(screen.queryByText('After all steps')).toBeNull();
  });
});
