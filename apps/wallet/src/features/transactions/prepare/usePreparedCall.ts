import type { TransactionCall } from '@fantom-wallet/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { useTransactionServices } from '../confirm/TransactionServicesContext.ts';
import type { PreparedCall } from './PreparedCall.ts';
import { prepareOnChain } from './prepareOnChain.ts';

export type PreparedCallState =
  | { status: 'loading' }
  | { status: 'ready'; prepared: PreparedCall }
  | { status: 'error'; error: unknown };

/**
 * Prepares `call` when a confirmation opens (docs/transactions.md#preparing: each confirmation builds its
 * transaction when it opens); `reload` prepares again (e.g. after a failed send). A new call object with the same
 * target, data and value does not prepare again: flows rebuild their steps when the data behind them refreshes (a
 * proposal's totals after anyone's vote), and each new preparation disabled Submit for its round trips, so a
 * click in that moment did nothing.
 */
export function usePreparedCall(
  from: `0x${string}`,
  call: TransactionCall | null,
  overrides: {
    gasPrice?: bigint | undefined;
    gasLimit?: bigint | undefined;
    /** EIP-1559: the tip, with `gasPrice` as the max fee per gas. */
    maxPriorityFeePerGas?: bigint | undefined;
    /** The gas limit used when the estimate fails (prepareOnChain). */
    gasLimitIfEstimateFails?: bigint | undefined;
  } = {},
): PreparedCallState & { reload: () => void } {
  const network = useActiveNetwork();
  const services = useTransactionServices();
  const [state, setState] = useState<PreparedCallState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { gasPrice, gasLimit, maxPriorityFeePerGas, gasLimitIfEstimateFails } = overrides;
  const latestCall = useRef(call);
  latestCall.current = call;
  const callKey = call === null ? null : `${call.to ?? ''}:${call.data}:${call.value}`;

  useEffect(() => {
    void callKey;
    const call = latestCall.current;
    if (!call) {
      setState({ status: 'loading' });
      return;
    }
    void attempt;
    const controller = new AbortController();
    setState({ status: 'loading' });
    prepareOnChain(
      services.transport,
      {
        from,
        call,
        chainId: network.chainId,
        lastNonce: services.sent.lastNonce(from, network.chainId),
        ...(gasPrice === undefined ? {} : { gasPriceOverride: gasPrice }),
        ...(gasLimit === undefined ? {} : { gasLimitOverride: gasLimit }),
        ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
        ...(gasLimitIfEstimateFails === undefined ? {} : { gasLimitIfEstimateFails }),
      },
      controller.signal,
    ).then(
      (prepared) => {
        if (!controller.signal.aborted) setState({ status: 'ready', prepared });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [
    network,
    services,
    from,
    callKey,
    gasPrice,
    gasLimit,
    maxPriorityFeePerGas,
    gasLimitIfEstimateFails,
    attempt,
  ]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
