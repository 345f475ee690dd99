import { QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';
import type { RuntimeConfig } from '../network/RuntimeConfig.ts';
import { useRuntimeConfig } from '../network/useRuntimeConfig.ts';

/**
 * For component tests of a whole area's routes over query data set in its cache: each test starts with `runtime`
 * and empty settings, accounts and local storage, and every request that would leave for the API waits (until its
 * query is dropped), so what is on screen is the data given. After each test the waiting requests are dropped and
 * the stores are left as the other files of the worker find them. Returns a maker of query clients that keep their
 * data (`staleTime: Infinity`), each cleared after its test.
 */
export function offlineRoutes(runtime: RuntimeConfig): () => QueryClient {
  const clients: QueryClient[] = [];
  beforeEach(() => {
    localStorage.clear();
    useRuntimeConfig.setState(runtime, true);
    useSettingsStore.setState(useSettingsStore.getInitialState(), true);
    useAccountsStore.setState(useAccountsStore.getInitialState(), true);
    vi.stubGlobal(
      'fetch',
      (_input: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    for (const client of clients.splice(0)) client.clear();
    vi.unstubAllGlobals();
    useRuntimeConfig.setState({ defaultNetwork: 'mainnet' }, true);
    useSettingsStore.setState(useSettingsStore.getInitialState(), true);
    useAccountsStore.setState(useAccountsStore.getInitialState(), true);
    localStorage.clear();
  });
  return () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    clients.push(client);
    return client;
  };
}

/** The message a field shows as its own (Mantine links it to the input with `aria-describedby`), or null. */
export function fieldError(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}
