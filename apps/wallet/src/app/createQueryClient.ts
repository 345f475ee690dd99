import { QueryClient } from '@tanstack/react-query';

/** The app's server-state cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API transport already retries with backoff; a second retry layer would stack delays.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 2_000 },
    },
  });
}
