import { lazy, Suspense } from 'react';
import { useInterruptedSends } from './useInterruptedSends.ts';

// Shown only after a send was interrupted by a closed page: kept out of the first load.
const InterruptedSendsNotice = lazy(() =>
  import('./InterruptedSendsNotice.tsx').then((m) => ({ default: m.InterruptedSendsNotice })),
);

/** What became of sends whose page was closed mid-way, once the start-up re-check has something to tell. */
export function InterruptedSends() {
  const any = useInterruptedSends((s) => s.sends.length > 0);
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <InterruptedSendsNotice />
    </Suspense>
  );
}
