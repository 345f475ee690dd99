// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_DELAY_MS, useAfterStart } from './useAfterStart.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('the service worker is registered 3 s after the first render, not during the start (docs/network.md#app-shell-offline-and-updates)', async () => {
  expect(SERVICE_WORKER_DELAY_MS).toBe(3000);
  const { result } = renderHook(() => useAfterStart(SERVICE_WORKER_DELAY_MS));
  await act(() => vi.advanceTimersByTimeAsync(SERVICE_WORKER_DELAY_MS - 1));
  expect(result.current).toBe(false);
  // Then at the browser's next idle moment, at most 3 s later (a task later where it has no idle callbacks).
  await act(() => vi.advanceTimersByTimeAsync(SERVICE_WORKER_DELAY_MS + 1));
  expect(result.current).toBe(true);
});

it('a page left before then registers nothing', async () => {
  const { result, unmount } = renderHook(() => useAfterStart(SERVICE_WORKER_DELAY_MS));
  unmount();
  await act(() => vi.advanceTimersByTimeAsync(3 * SERVICE_WORKER_DELAY_MS));
  expect(result.current).toBe(false);
  expect(vi.getTimerCount()).toBe(0);
});
