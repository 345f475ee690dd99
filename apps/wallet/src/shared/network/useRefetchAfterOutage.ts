import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * When the connection comes back (`down` turns false), reloads every query that failed meanwhile, so a view
 * that shows an error (history while the chain was down) recovers without a reload. Polled queries would
 * recover by themselves; the others only load on demand.
 */
export function useRefetchAfterOutage(down: boolean): void {
  const queryClient = useQueryClient();
  const wasDown = useRef(down);
  useEffect(() => {
    if (wasDown.current && !down)
      void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    wasDown.current = down;
  }, [down, queryClient]);
}
