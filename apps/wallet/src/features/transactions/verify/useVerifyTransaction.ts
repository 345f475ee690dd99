import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { useTransactionServices } from '../confirm/TransactionServicesContext.ts';
import { useRefreshAfterSend } from '../confirm/useRefreshAfterSend.ts';
import type { ResultStatus } from './TransactionResult.tsx';
import { trackTransaction } from './trackTransaction.ts';

/** 'Verifying Transaction' for a hash (a result page opened by its address), storing the outcome; stops on unmount. */
export function useVerifyTransaction(from: string, hash: `0x${string}`): ResultStatus {
  const { t } = useTranslation();
  const services = useTransactionServices();
  const refresh = useRefreshAfterSend();
  const [state, setState] = useState<ResultStatus>({ status: 'verifying' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'verifying' });
    trackTransaction(services, from, hash, { signal: controller.signal }).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        setState({ status: outcome });
        if (outcome !== 'timeout') refresh(from, 0);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(error, t) });
      },
    );
    return () => controller.abort();
  }, [services, from, hash, refresh, t]);
  return state;
}
