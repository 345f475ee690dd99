// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAIRS_FIRST_POLL_MS, PAIRS_POLL_MS, usePairsPolling } from './usePairsPolling.ts';

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
let fetches = 0;
vi.mock('../../../shared/network/useActiveNetwork.ts', () => ({
  useActiveNetwork: () => ({ id: 'devnet' }),
}));
vi.mock('../data/funiQueries.ts', () => ({
  funiQueries: {
    pairs: () => ({
      queryKey: ['funi', 'pairs'],
      queryFn: async () => {
        fetches++;
        return [];
      },
    }),
  },
}));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function renderPolling() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePairsPolling(OWNER, []), { wrapper });
}

describe('usePairsPolling (docs/funi.md#add-liquidity)', () => {
  beforeEach(() => {
    fetches = 0;
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls 30 ms after the screen opens, then every 4000 ms', async () => {
    const { unmount } = renderPolling();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(PAIRS_FIRST_POLL_MS);
    expect(fetches).toBe(2);
    await vi.advanceTimersByTimeAsync(PAIRS_POLL_MS * 2);
    expect(fetches).toBe(4);
    unmount();
    await vi.advanceTimersByTimeAsync(PAIRS_POLL_MS * 2);
    expect(fetches).toBe(4);
  });

  it('stops while the page is hidden and resumes when it is shown', async () => {
    const { unmount } = renderPolling();
    await vi.advanceTimersByTimeAsync(PAIRS_FIRST_POLL_MS + PAIRS_POLL_MS);
    const hiddenAt = fetches;
    expect(hiddenAt).toBe(3);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(PAIRS_POLL_MS * 3);
    expect(fetches).toBe(hiddenAt);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(PAIRS_POLL_MS);
    expect(fetches).toBeGreaterThan(hiddenAt);
    unmount();
  });

  it('a screen opened in a hidden tab skips the 30 ms poll', async () => {
    setVisibility('hidden');
    const { unmount } = renderPolling();
    await vi.advanceTimersByTimeAsync(0);
    const opened = fetches;
    await vi.advanceTimersByTimeAsync(PAIRS_FIRST_POLL_MS + PAIRS_POLL_MS);
    expect(fetches).toBe(opened);
    unmount();
  });
});
