import type { FwalletSimulation, RequestSender } from '@fantom-wallet/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { isOutOfDate } from './isOutOfDate.ts';
import { SIMULATION_TIMING } from './SIMULATION_TIMING.ts';
import type { SimulatedCall } from './SimulatedCall.ts';
import { simulationQueries } from './simulationQueries.ts';

export type SimulationState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; result: FwalletSimulation; outOfDate: boolean };

/**
 * The simulation of `calls` from `from` (docs/simulation.md#in-the-confirmation): run when they change (the old
 * answer dropped at once), run again once out of date, the old answer kept (and marked) until the new one
 * replaces it whole. Never holds up anything else of the confirmation.
 */
export function useSimulation(
  transport: RequestSender,
  from: `0x${string}`,
  calls: readonly SimulatedCall[] | null,
): SimulationState {
  const network = useActiveNetwork();
  const query = useQuery({
    ...simulationQueries.simulation(network, transport, from, calls ?? []),
    enabled: calls !== null && calls.length > 0,
  });
  const shown = query.data?.available === true;
  const head = useQuery({
    ...simulationQueries.head(network, transport, SIMULATION_TIMING.headPollMs),
    enabled: shown,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!shown) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [shown]);

  const outOfDate =
    shown &&
    isOutOfDate({
      simulatedBlock: query.data?.blockNumber ?? null,
      headBlock: head.data ?? null,
      receivedAt: query.dataUpdatedAt,
      now,
    });
  const { refetch, isFetching } = query;
  // At most one attempt per poll interval, so a failing API is not hammered while the old answer stays.
  const lastAttempt = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` re-runs it each second, so an attempt held back is made after the interval.
  useEffect(() => {
    if (!outOfDate || isFetching || Date.now() - lastAttempt.current < SIMULATION_TIMING.headPollMs) return;
    lastAttempt.current = Date.now();
    void refetch();
  }, [outOfDate, isFetching, refetch, now]);

  if (query.data !== undefined) return { status: 'ready', result: query.data, outOfDate };
  if (query.error !== null) return { status: 'error', error: query.error };
  return { status: 'loading' };
}
