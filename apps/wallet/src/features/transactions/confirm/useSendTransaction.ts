import type { Hash, PreparedTransaction } from '@fantom-wallet/core';
import { useCallback } from 'react';
import type { FlowKey } from '../../../shared/flows/FLOW_IDS.ts';
import { useSigner } from '../../../signers/useSigners.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { submitTransaction } from './submitTransaction.ts';
import { useTransactionServices } from './TransactionServicesContext.ts';
import { useRefreshAfterSend } from './useRefreshAfterSend.ts';

/**
 * Sends one prepared transaction of `account` through its signer and records it (a single-step flow whose result
 * has a page of its own, like a send); multi-step flows use TransactionStepper instead.
 */
export function useSendTransaction(
  account: Account,
  flow: FlowKey,
  step?: string,
): (prepared: PreparedTransaction, password: string | undefined) => Promise<Hash> {
  const signer = useSigner(account);
  const services = useTransactionServices();
  const refresh = useRefreshAfterSend();
  return useCallback(
    async (prepared, password) => {
      const { hash } = await submitTransaction(services, {
        from: account.address,
        signer,
        prepared,
        flow,
        ...(step === undefined ? {} : { step }),
        ...(password === undefined ? {} : { password }),
      });
      refresh(account.address);
      return hash;
    },
    [services, account.address, signer, flow, step, refresh],
  );
}
