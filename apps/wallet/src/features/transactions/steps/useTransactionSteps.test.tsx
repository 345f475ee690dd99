// @vitest-environment happy-dom
import { buildErc20Approve, buildFtmTransfer, type PreparedTransaction } from '@fantom-wallet/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '../../../shared/test/fakeTransport.ts';
import { createFakeSigner, type FakeSigner } from '../../../signers/fake/createFakeSigner.ts';
import { SignersContext } from '../../../signers/index.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import type { SentTransaction } from '../../../storage/sentTransactions/SentTransaction.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import type { TransactionServices } from '../confirm/TransactionServices.ts';
import { TransactionServicesContext } from '../confirm/TransactionServicesContext.ts';
import type { TransactionStep } from './TransactionStep.ts';
import { type TransactionStepsOptions, useTransactionSteps } from './useTransactionSteps.ts';

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN_A = '0x7e57000000000000000000000000000000000006';
const TOKEN_B = '0x7e57000000000000000000000000000000000018';
const ROUTER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const account: Account = { address: FROM, type: 'keystore' };

function prepared(step: TransactionStep): PreparedTransaction {
  if (!step.call) throw new Error('no call');
  return {
    ...step.call,
    gas: 60_000n,
    gasPrice: 10n ** 9n,
    nonce: 7,
    chainId: 250,
    fee: 60_000n * 10n ** 9n,
  };
}

/** Add liquidity's shape: approve token A, approve token B, then the router's call. */
const threeSteps: TransactionStep<string>[] = [
  {
    kind: 'approve',
    id: 'approve-a',
    description: 'Allow A',
    token: TOKEN_A,
    spender: ROUTER,
    amount: 5n,
    call: buildErc20Approve(TOKEN_A, ROUTER, 5n),
  },
  {
    kind: 'approve',
    id: 'approve-b',
    description: 'Allow B',
    token: TOKEN_B,
    spender: ROUTER,
    amount: 7n,
    call: buildErc20Approve(TOKEN_B, ROUTER, 7n),
  },
  {
    kind: 'call',
    id: 'add',
    description: 'Confirm',
    call: buildFtmTransfer(ROUTER, 1n),
  },
];

function setup(
  options: { statuses?: Array<string | null>; autoContinueMs?: number; records?: SentTransaction[] } = {},
) {
  const signer: FakeSigner = createFakeSigner({ confirmation: { kind: 'password', remembered: false } });
  const statuses = [...(options.statuses ?? ['0x1'])];
  const sent = useSentTransactionsStore.getState();
  for (const record of options.records ?? []) sent.record(FROM, record);
  const services: TransactionServices = {
    transport: fakeTransport({
      transactionByHash: () => ({
        transaction: { status: statuses.length > 1 ? statuses.shift() : statuses[0] },
      }),
    }),
    sent,
    now: () => 1_000,
  };
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SignersContext
        value={{
          keystores: () => {
            throw new Error('no vault in this test');
          },
          signerFor: () => signer,
        }}
      >
        <TransactionServicesContext value={services}>{children}</TransactionServicesContext>
      </SignersContext>
    </QueryClientProvider>
  );
  const onSettled = vi.fn();
  const render = (steps: TransactionStepsOptions<string>['steps'] = threeSteps) =>
    renderHook(
      () =>
        useTransactionSteps({
          account,
          flow: { id: 'stake' },
          steps,
          onSettled,
          ...(options.autoContinueMs === undefined ? {} : { autoContinueMs: options.autoContinueMs }),
        }),
      { wrapper },
    );
  return { signer, render, onSettled };
}

beforeEach(() => useSentTransactionsStore.getState().forget(FROM));
afterEach(() => vi.useRealTimers());

describe('useTransactionSteps (docs/transactions.md#multi-step-flows)', () => {
  it('runs a three-step flow: each step sent and verified, the password carried to the later steps, auto-continue', async () => {
    const { signer, render, onSettled } = setup({ autoContinueMs: 20 });
    const { result } = render();
    expect(result.current.steps.map((s) => s.id)).toEqual(['approve-a', 'approve-b', 'add']);

    await act(() => result.current.confirm(prepared(result.current.step), 'secret'));
    await waitFor(() => expect(result.current.state.phase.name).toBe('succeeded'));
    // Continues by itself after the pause.
    await waitFor(() => expect(result.current.state.index).toBe(1));
    await act(() => result.current.confirm(prepared(result.current.step)));
    await waitFor(() => expect(result.current.state.index).toBe(2));
    await act(() => result.current.confirm(prepared(result.current.step)));
    await waitFor(() => expect(result.current.state.phase.name).toBe('succeeded'));

    // The typed password goes with the first step, kept by the signer for the two after it, for this run only:
    // every step names the run (one random id), and no other confirmation has it.
    const run = result.current.passwordScope;
    expect(run).toMatch(/^[0-9a-f-]{36}$/);
    expect(signer.sent.map((s) => s.options)).toEqual([
      { password: 'secret', passwordScope: run, remember: { seconds: 30, uses: 2 } },
      { passwordScope: run },
      { passwordScope: run },
    ]);
    expect(render().result.current.passwordScope).not.toBe(run);
    expect(signer.sent.map((s) => s.prepared.to)).toEqual([TOKEN_A, TOKEN_B, ROUTER]);
    // Every step is recorded with the flow and its step, and marked with its outcome.
    expect(
      useSentTransactionsStore
        .getState()
        .transactionsOf(FROM)
        .map((r) => [r.step, r.state]),
    ).toEqual([
      ['approve-a', 'success'],
      ['approve-b', 'success'],
      ['add', 'success'],
    ]);
    expect(onSettled.mock.calls.map(([step, outcome]) => [step.id, outcome])).toEqual([
      ['approve-a', 'success'],
      ['approve-b', 'success'],
      ['add', 'success'],
    ]);
  });

  it('waits 2000 ms before continuing on its own; Next Step continues at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { render } = setup();
    const { result } = render();
    await act(() => result.current.confirm(prepared(result.current.step), 'secret'));
    await waitFor(() => expect(result.current.state.phase.name).toBe('succeeded'));
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(result.current.state.index).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current.state.index).toBe(1);
    await act(() => result.current.confirm(prepared(result.current.step)));
    await waitFor(() => expect(result.current.state.phase.name).toBe('succeeded'));
    act(() => result.current.next());
    expect(result.current.state.index).toBe(2);
  });

  it('a rejection (4001) shows the reject message and records nothing; retry sends the step again', async () => {
    const { signer, render } = setup();
    signer.behave({ kind: 'reject' }, { kind: 'approve' });
    const { result } = render();
    await act(() => result.current.confirm(prepared(result.current.step), 'secret'));
    expect(result.current.state.phase).toEqual({ name: 'rejected', message: 'Transaction rejected' });
    expect(useSentTransactionsStore.getState().transactionsOf(FROM)).toEqual([]);
    act(() => result.current.retry());
    await act(() => result.current.confirm(prepared(result.current.step), 'secret'));
    await waitFor(() => expect(result.current.state.phase.name).toBe('succeeded'));
    expect(signer.sent).toHaveLength(1);
  });

  it('a failing send (wrong password, node refusal) rejects to the confirmation and stays on the step', async () => {
    const { signer, render } = setup();
    signer.behave({ kind: 'fail', error: new Error('insufficient funds') });
    const { result } = render();
    await act(() =>
      expect(result.current.confirm(prepared(result.current.step), 'secret')).rejects.toThrow(
        'insufficient funds',
      ),
    );
    expect(result.current.state).toMatchObject({ index: 0, phase: { name: 'confirm' } });
  });

  it('a step that reverts stops the flow with Transaction Error; retry sends it again', async () => {
    const { render } = setup({ statuses: ['0x0', '0x1'] });
    const { result } = render();
    await act(() => result.current.confirm(prepared(result.current.step), 'secret'));
    await waitFor(() =>
      expect(result.current.state.phase).toMatchObject({ name: 'failed', outcome: 'failed' }),
    );
    act(() => result.current.retry());
    await act(() => result.current.confirm(prepared(result.current.step), 'secret'));
    await waitFor(() => expect(result.current.state.phase.name).toBe('succeeded'));
    expect(result.current.state.index).toBe(0);
  });

  it('a step already in effect on chain is left out (an allowance that suffices)', () => {
    const { render } = setup();
    const [first, ...rest] = threeSteps;
    if (!first) throw new Error('no step');
    const { result } = render([{ ...first, skip: true }, ...rest]);
    expect(result.current.steps.map((s) => s.id)).toEqual(['approve-b', 'add']);
    expect(result.current.resumed).toBeUndefined();
  });

  it('an interrupted run resumes after its confirmed step, or waits while that step is still pending', () => {
    const record = (state: SentTransaction['state']): SentTransaction => ({
      hash: `0x${'ab'.repeat(32)}`,
      nonce: 3,
      to: TOKEN_B,
      value: '0',
      submittedAt: 1,
      state,
      chainId: 250,
      flow: 'stake',
      step: 'approve-b',
    });
    const [a, b, add] = threeSteps;
    if (!a || !b || !add) throw new Error('no steps');
    // Both allowances are in now: the run shows them done and starts at the call.
    const resumed = setup({ records: [record('success')] }).render([
      { ...a, skip: true },
      { ...b, skip: true },
      add,
    ]).result.current;
    expect(resumed.steps.map((s) => [s.id, s.doneBefore])).toEqual([
      ['approve-a', true],
      ['approve-b', true],
      ['add', false],
    ]);
    expect(resumed.state.index).toBe(2);
    expect(resumed.resumed?.flow.record.step).toBe('approve-b');
    expect(resumed.resumed?.index).toBe(1);
    expect(resumed.waitingFor).toBeUndefined();

    useSentTransactionsStore.getState().forget(FROM);
    const waiting = setup({ records: [record('pending')] }).render([{ ...a, skip: true }, b, add]).result
      .current;
    expect(waiting.waitingFor?.flow.record.hash).toBe(`0x${'ab'.repeat(32)}`);
  });
});
