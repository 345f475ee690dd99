import { lazy, Suspense } from 'react';
import type { SimulationPanelProps } from './SimulationPanel.tsx';

const Panel = lazy(() => import('./SimulationPanel.tsx'));

/** The panel in a chunk of its own, loading on its own: whatever holds it never suspends for it. */
export function SimulationPanel(props: SimulationPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
