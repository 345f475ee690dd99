import { useEffect, useState } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { fetchDelegations } from '../data/fetchDelegations.ts';
import type { DelegationRow } from './DelegationRow.ts';

export interface AllDelegationsState {
  rows: DelegationRow[];
  /** Wallets loaded so far, of `total`. */
  loaded: number;
  total: number;
  error: unknown;
}

/**
 * All Delegations (docs/staking.md#all-delegations): fetched wallet by wallet (100 per page), one request at
 * a time, only while `enabled` (after the wallet list has loaded); leaving (unmount) aborts the request in
 * flight and stops.
 */
export function useAllDelegations(accounts: readonly Account[], enabled: boolean): AllDelegationsState {
  const network = useActiveNetwork();
  const [state, setState] = useState<AllDelegationsState>({
    rows: [],
    loaded: 0,
    total: accounts.length,
    error: null,
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ rows: [], loaded: 0, total: accounts.length, error: null });
    void (async () => {
      for (const account of accounts) {
        if (controller.signal.aborted) return;
        try {
          const { rows } = await fetchDelegations(network, account.address, 100, controller.signal);
          if (controller.signal.aborted) return;
          setState((s) => ({ ...s, rows: [...s.rows, ...rows], loaded: s.loaded + 1 }));
        } catch (error) {
          if (controller.signal.aborted) return;
          setState((s) => ({ ...s, error }));
          return;
        }
      }
    })();
    return () => controller.abort();
  }, [accounts, enabled, network]);
  return state;
}
