import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { notifyManager, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useSettingsStore } from '../storage/settings/useSettingsStore.ts';
import { createQueryClient } from './createQueryClient.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { useColorScheme } from './useColorScheme.ts';

// TanStack Query hands answers to React in a `setTimeout` by default. While a page loads, that timer waited behind
// the browser's other tasks: the Approvals tab's rows painted ~45 ms after their answer (median of 18 cold loads),
// against ~17 ms when the answer goes to React in the task that received it (BENCHMARKS.md, approvals). React still
// batches what one task updates.
notifyManager.setScheduler(queueMicrotask);

/**
 * Theme (colour scheme and direction from the persisted settings) and server-state cache: `queryClient` when the
 * entry made one (main.tsx starts a page's first requests before the first render), else a new one.
 */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient | undefined;
}) {
  const scheme = useColorScheme();
  const rtl = useSettingsStore((s) => s.rtl);
  const [queryClient] = useState(() => given ?? createQueryClient());

  return (
    <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'} detectDirection={false}>
      <DirectionSync rtl={rtl} />
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme={scheme}
        defaultColorScheme="dark"
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

/**
 * Keeps Mantine's direction and the document's `dir` in step with the RTL setting. Mantine's setDirection writes
 * `dir` only when it changes: any write to it, even of the value it holds, restyles the whole page (a ~60 ms task
 * at a phone's speed, after the app's first render, where index.html already says `ltr`).
 */
function DirectionSync({ rtl }: { rtl: boolean }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(rtl ? 'rtl' : 'ltr'), [rtl, setDirection]);
  return null;
}
