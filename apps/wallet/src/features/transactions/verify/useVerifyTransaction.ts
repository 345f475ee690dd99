import { useEffect, useState } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { transactionPipelineFor } from '../confirm/transactionPipelineFor.ts';
import { useRefreshAfterSend } from '../confirm/useRefreshAfterSend.ts';
import { trackTransaction } from './trackTransaction.ts';

export type VerifyState =
  | { status: 'verifying' }
  | { status: 'success' }
  | { status: 'failed' }
  | { status: 'timeout' }
  | { status: 'error'; error: unknown };

/** 'Verifying Transaction' for a submitted hash, storing the outcome in the sent record; stops on unmount. */
export function useVerifyTransaction(from: string, hash: `0x${string}`): VerifyState {
  const network = useActiveNetwork();
  const refresh = useRefreshAfterSend();
  const [state, setState] = useState<VerifyState>({ status: 'verifying' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'verifying' });
    trackTransaction(transactionPipelineFor(network), from, hash, { signal: controller.signal }).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        setState({ status: outcome });
        if (outcome !== 'timeout') refresh(from, 0);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [network, from, hash, refresh]);
  return state;
}
