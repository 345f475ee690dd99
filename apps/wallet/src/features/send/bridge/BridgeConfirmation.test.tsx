// @vitest-environment happy-dom
import { BRIDGE_MESSAGES } from '@fantom-wallet/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRuntimeConfig } from '../../../shared/network/useRuntimeConfig.ts';
import { renderWithUi } from '../../../shared/test/renderWithUi.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useBridgeRequestsStore } from '../../../storage/bridgeRequests/useBridgeRequestsStore.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import type { ConfirmationRow } from '../../transactions/index.ts';
import type { BridgeDraft, SendDraft } from '../SendDraft.ts';
import { BridgeConfirmation } from './BridgeConfirmation.tsx';

// The step engine and the shared confirmation belong to the transactions feature (tested there): here they only
// record whether this confirmation handed them anything to sign and send, and answer as the engine does: the hash,
// a refusal to sign (the reject message), or a failure before any hash (shown at the confirmation).
const sent = vi.hoisted(() => ({
  calls: [] as unknown[],
  answer: 'hash' as 'hash' | 'refused' | 'failed',
}));
vi.mock('../../transactions/index.ts', async () => {
  const { useState } = await import('react');
  // The real one: what the confirmation is given of the step and its view.
  const { stepConfirmation } = await import('../../transactions/steps/stepConfirmation.ts');
  return {
    stepConfirmation,
    useTransactionSteps: ({ steps }: { steps: readonly unknown[] }) => {
      const [phase, setPhase] = useState<{ name: string; hash?: string }>({ name: 'confirm' });
      return {
        steps,
        step: steps[0],
        state: { count: 1, index: 0, phase, hashes: [] },
        passwordScope: 'scope',
        confirm: async (prepared: unknown) => {
          sent.calls.push(prepared);
          if (sent.answer === 'failed') throw new Error('The node refused the transaction');
          setPhase(
            sent.answer === 'refused'
              ? { name: 'rejected' }
              : { name: 'verifying', hash: `0x${'cd'.repeat(32)}` },
          );
        },
      };
    },
    TransactionConfirmation: ({
      rows,
      call,
      onConfirm,
    }: {
      rows: ConfirmationRow[];
      call: unknown;
      onConfirm: (prepared: unknown, password: string | undefined) => Promise<void>;
    }) => {
      const [error, setError] = useState<string | null>(null);
      return (
        <div>
          {rows.map((row) => (
            <section key={row.label} aria-label={row.label}>
              {row.value}
            </section>
          ))}
          {error && <p>{error}</p>}
          <button
            type="button"
            disabled={call === null}
            onClick={() => void onConfirm({ call }, 'password').catch((e: unknown) => setError(String(e)))}
          >
            Send
          </button>
        </div>
      );
    },
  };
});

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DEPOSIT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ETH = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const BRIDGE_URL = 'http://127.0.0.1:7777';
const account: Account = { address: FROM, type: 'keystore' };
const bridge: BridgeDraft = {
  tokenUuid: 'ftm-uuid',
  symbol: 'FTM',
  decimals: 18,
  fee: 50n * 10n ** 18n,
  minimum: 60n * 10n ** 18n,
  farAddress: ETH,
  session: 'session-1',
};
const draft: SendDraft = {
  from: FROM,
  token: null,
  recipientText: ETH,
  direction: 'OperaToEthereum',
  recipient: null,
  bridge,
  amountText: '100',
  amount: 100n * 10n ** 18n,
  memo: '',
  gasPriceText: '',
  gasLimitText: '',
  gasPrice: undefined,
  gasLimit: undefined,
};

const ok = (result: unknown) =>
  new Response(JSON.stringify({ success: true, result, errMessage: '', status: 200 }), { status: 200 });

/** A bridge whose swaps call answers `swapAnswer`; every request is recorded by path. */
function serveBridge(swapAnswer: unknown) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const path = new URL(String(input)).pathname;
    paths.push(path);
    if (path === '/swaps') return ok(swapAnswer);
    if (path === '/getEthBalances') return ok({ balance: '0' });
    return new Response('{}', { status: 404 });
  });
  return paths;
}

function renderConfirmation() {
  const onBack = vi.fn();
  const onSubmitted = vi.fn();
  const onRejected = vi.fn();
  renderWithUi(
    <QueryClientProvider client={new QueryClient()}>
      <BridgeConfirmation
        account={account}
        draft={draft}
        bridge={bridge}
        onBack={onBack}
        onSubmitted={onSubmitted}
        onRejected={onRejected}
      />
    </QueryClientProvider>,
  );
  return { onBack, onSubmitted, onRejected };
}

beforeEach(() => {
  sent.calls.length = 0;
  sent.answer = 'hash';
  useSentTransactionsStore.setState({ byAccount: {} });
  useBridgeRequestsStore.setState({ requests: [] });
  useRuntimeConfig.setState({
    defaultNetwork: 'devnet',
    devnet: {
      apiUrls: ['http://127.0.0.1:1'],
      contracts: { sfc: '0xFC00FACE00000000000000000000000000000000' },
    },
    bridge: { url: BRIDGE_URL },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useRuntimeConfig.setState({ defaultNetwork: 'mainnet' }, true);
});

describe('BridgeConfirmation with a malformed swaps answer (docs/bridge.md#messages)', () => {
  it.each([
    ['no deposit address', { uuid: 'swap-1' }],
    ['a deposit address that is no address', { uuid: 'swap-1', opera_address: '0x12' }],
    ['no uuid', { opera_address: DEPOSIT }],
    ['an empty uuid', { uuid: '', opera_address: DEPOSIT }],
    ['a uuid that is no string', { uuid: 42, opera_address: DEPOSIT }],
  ])(
    "%s: 'Bridge is down', nothing saved, nothing to sign, and Back returns to the filled form",
    async (_, answer) => {
      const paths = serveBridge(answer);
      const { onBack, onSubmitted } = renderConfirmation();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The bridge did not open the transfer');
      expect(alert.textContent).toContain(BRIDGE_MESSAGES.bridgeDown);
      expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
      expect(screen.queryByText(DEPOSIT)).toBeNull();
      expect(useBridgeRequestsStore.getState().requests).toEqual([]);
      expect(sent.calls).toEqual([]);
      // One swap asked for, never retried behind the user's back.
      expect(paths.filter((p) => p === '/swaps')).toEqual(['/swaps']);
      fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
      expect(onBack).toHaveBeenCalledOnce();
      expect(onSubmitted).not.toHaveBeenCalled();
    },
  );

  it('a well-formed answer: the deposit address is shown and Send saves the request before sending to it', async () => {
    serveBridge({ uuid: 'swap-1', opera_address: DEPOSIT });
    const { onSubmitted } = renderConfirmation();
    expect((await screen.findByRole('region', { name: 'Send To' })).textContent).toContain(DEPOSIT);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('swap-1'));
    expect(sent.calls).toHaveLength(1);
    expect(useBridgeRequestsStore.getState().requests).toMatchObject([
      { uuid: 'swap-1', depositAddress: DEPOSIT, farAddress: ETH, hash: `0x${'cd'.repeat(32)}` },
    ]);
  });

  it('a refusal to sign forgets the request saved before signing and goes to the reject message', async () => {
    serveBridge({ uuid: 'swap-1', opera_address: DEPOSIT });
    sent.answer = 'refused';
    const { onSubmitted, onRejected } = renderConfirmation();
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onRejected).toHaveBeenCalledOnce());
    expect(sent.calls).toHaveLength(1);
    expect(useBridgeRequestsStore.getState().requests).toEqual([]);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('a send that failed before reaching the chain forgets the request and says why; one that reached it keeps it', async () => {
    serveBridge({ uuid: 'swap-1', opera_address: DEPOSIT });
    sent.answer = 'failed';
    const { onSubmitted, onRejected } = renderConfirmation();
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/The node refused the transaction/)).toBeTruthy();
    expect(useBridgeRequestsStore.getState().requests).toEqual([]);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(onRejected).not.toHaveBeenCalled();

    // A transaction to the deposit address is on record (it was sent before the failure): the request stays,
    // so the bridge can still finish it.
    const recorded = useSentTransactionsStore.getState().record(FROM, {
      hash: `0x${'ab'.repeat(32)}`,
      nonce: 1,
      to: DEPOSIT,
      value: '0',
      submittedAt: 1,
      state: 'pending',
      chainId: 4003,
      flow: 'send',
      step: 'ftm',
    });
    expect(recorded).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent.calls).toHaveLength(2));
    await waitFor(() =>
      expect(useBridgeRequestsStore.getState().requests).toMatchObject([
        { uuid: 'swap-1', state: 'pending' },
      ]),
    );
  });
});
