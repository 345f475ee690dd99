import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), as the build puts it in place of the library's own (vite/mantineUseId.ts):
 * the same ids React gives, without the random one the library sets after mounting. That set-state runs in a layout
 * effect, so every component that asks for an id (the app shell, each menu link, every modal, tooltip and input)
 * rendered twice on mount, the second time synchronously inside the commit: on the welcome screen one long task of
 * the shell rendered again (BENCHMARKS.md, lighthouse). React's ids are unique within the root and stable for a
 * component's life, which is all the library asks of them.
 */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
