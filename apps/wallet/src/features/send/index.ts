// Public API of the send feature: its routes under the account view (loaded on first visit), and the start-up
// resumption of unfinished bridge sends the app shell mounts (its work loads only when there is one).
import { createElement, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../shared/feature/lazyElement.ts';
import { useBridgeRequestsStore } from '../../storage/bridgeRequests/useBridgeRequestsStore.ts';

export const sendRoutes: RouteObject[] = [
  { path: 'send/*', element: lazyElement(() => import('./SendPage.tsx')) },
];

const BridgeResumeNotice = lazy(() =>
  import('./bridge/BridgeResumeNotice.tsx').then((m) => ({ default: m.BridgeResumeNotice })),
);

const pendingUuids = (): string[] =>
  useBridgeRequestsStore
    .getState()
    .requests.filter((r) => r.state === 'pending')
    .map((r) => r.uuid);

/**
 * At start, bridge sends left unfinished (page closed mid-completion) carry on, and the user is told each outcome.
 * Only what was pending when the app started: a send made in this visit has its own completing step.
 */
export function BridgeRequestsResume(): ReactNode {
  const [atStart, setAtStart] = useState<string[] | null>(() =>
    useBridgeRequestsStore.persist.hasHydrated() ? pendingUuids() : null,
  );
  useEffect(() => {
    if (atStart !== null) return undefined;
    if (!useBridgeRequestsStore.persist.hasHydrated())
      return useBridgeRequestsStore.persist.onFinishHydration(() => setAtStart(pendingUuids()));
    setAtStart(pendingUuids());
    return undefined;
  }, [atStart]);
  if (!atStart || atStart.length === 0) return null;
  return createElement(Suspense, { fallback: null }, createElement(BridgeResumeNotice, { uuids: atStart }));
}
