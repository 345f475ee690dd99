import type { Address } from '@fantom-wallet/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { chainFactsQueries } from './chainFactsQueries.ts';

/** The chain facts a plan may need, read once when the flow starts. */
export interface ChainFactsNeeded {
  /** What the account allowed `spender` to take of `token`. */
  allowance?: { token: Address; spender: Address };
  /** Several allowances, in this order (a flow that spends two tokens, such as adding liquidity). */
  allowances?: readonly { token: Address; spender: Address }[];
  /** The latest block's time (deadlines). */
  chainTime?: boolean;
}

/** The facts read, as the plan gets them (an unasked one is absent). */
export interface ChainFacts {
  allowance?: bigint;
  /** The `allowances` asked for, in their order. */
  allowances?: readonly bigint[];
  chainTime?: bigint;
}

export type FactsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; facts: ChainFacts };

/**
 * The facts asked for, read once when the flow opens (never taken from the cache): the first fresh answers are
 * kept for the run, so a later poll never rebuilds a step being signed.
 */
export function useChainFacts(owner: Address, needs: ChainFactsNeeded): FactsState {
  const network = useActiveNetwork();
  const { allowance, allowances, chainTime } = needs;
  const allowanceRead = useQuery({
    ...chainFactsQueries.allowance(network, allowance?.token ?? owner, owner, allowance?.spender ?? owner),
    enabled: allowance !== undefined,
  });
  const listRead = useQueries({
    queries: (allowances ?? []).map((a) => chainFactsQueries.allowance(network, a.token, owner, a.spender)),
  });
  const timeRead = useQuery({ ...chainFactsQueries.chainTime(network), enabled: chainTime === true });
  const [fixed, setFixed] = useState<FactsState>({ status: 'loading' });
  // Only answers read since the flow opened count: a cached chain time or allowance may be from before the
  // chain moved on (a deadline from it would already be past), so the cache only shows while the read runs.
  const [since] = useState(() => Date.now());
  const fresh = <T>(read: { data: T | undefined; dataUpdatedAt: number }) =>
    read.dataUpdatedAt >= since ? read.data : undefined;
  const failedNow = (read: { isError: boolean; errorUpdatedAt: number }) =>
    read.isError && read.errorUpdatedAt >= since;
  const allowanceValue = allowance === undefined ? null : fresh(allowanceRead);
  const listValues = listRead.flatMap((read) => {
    const value = fresh(read);
    return value === undefined ? [] : [value];
  });
  const listValue =
    allowances === undefined ? null : listValues.length === listRead.length ? listValues : undefined;
  const timeValue = chainTime === true ? fresh(timeRead) : null;
  const failed = failedNow(allowanceRead) || failedNow(timeRead) || listRead.some(failedNow);
  useEffect(() => {
    if (fixed.status !== 'loading') return;
    if (failed) setFixed({ status: 'failed' });
    else if (allowanceValue !== undefined && listValue !== undefined && timeValue !== undefined)
      setFixed({
        status: 'ready',
        facts: {
          ...(allowanceValue === null ? {} : { allowance: allowanceValue }),
          ...(listValue === null ? {} : { allowances: listValue }),
          ...(timeValue === null ? {} : { chainTime: timeValue }),
        },
      });
  }, [fixed.status, failed, allowanceValue, listValue, timeValue]);
  return fixed;
}
