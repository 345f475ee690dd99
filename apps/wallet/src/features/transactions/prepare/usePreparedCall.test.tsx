// @vitest-environment happy-dom
import type { TransactionCall } from '@fantom-wallet/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePreparedCall } from './usePreparedCall.ts';

const network = { id: 'devnet', chainId: 4003 };
const services = { transport: {}, sent: { lastNonce: () => undefined } };
vi.mock('../../../shared/network/useActiveNetwork.ts', () => ({ useActiveNetwork: () => network }));
vi.mock('../confirm/TransactionServicesContext.ts', () => ({ useTransactionServices: () => services }));
const prepareOnChain = vi.hoisted(() =>
  vi.fn(async (_transport: unknown, request: { call: TransactionCall }) => ({
    ok: true,
    call: request.call,
  })),
);
vi.mock('./prepareOnChain.ts', () => ({ prepareOnChain }));

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const vote = (data: `0x${string}`): TransactionCall => ({
  to: '0x7C3b85a71E4FcE1209a81d67F1AF46B5a068770E',
  data,
  value: 0n,
});

describe('usePreparedCall (docs/transactions.md#preparing)', () => {
  it('keeps its preparation, and Submit enabled, when a flow rebuilds the same call; prepares a changed one', async () => {
    prepareOnChain.mockClear();
    const { result, rerender } = renderHook(({ call }) => usePreparedCall(FROM, call), {
      initialProps: { call: vote('0x01') },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(prepareOnChain).toHaveBeenCalledTimes(1);

    // The flow's steps rebuilt after a refresh of the data behind them: an equal call, a new object.
    rerender({ call: vote('0x01') });
    expect(result.current.status).toBe('ready');
    await act(() => Promise.resolve());
    expect(prepareOnChain).toHaveBeenCalledTimes(1);

    rerender({ call: vote('0x02') });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(prepareOnChain).toHaveBeenCalledTimes(2);
    expect(prepareOnChain.mock.calls[1]?.[1].call.data).toBe('0x02');
  });
});
