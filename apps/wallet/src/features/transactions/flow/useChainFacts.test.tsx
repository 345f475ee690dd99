// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../shared/queryKeys.ts';
import { useChainFacts } from './useChainFacts.ts';

const network = { id: 'devnet' };
let chainTime = 2_000n;
vi.mock('../../../shared/network/useActiveNetwork.ts', () => ({ useActiveNetwork: () => network }));
vi.mock('../../../shared/network/fetchChainTime.ts', () => ({
  fetchChainTime: () => new Promise<bigint>((resolve) => setTimeout(() => resolve(chainTime), 10)),
}));

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function wrapperWith(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useChainFacts (docs/transactions.md#flows)', () => {
  it('plans with the chain time read when the flow opens, not one cached from before the chain moved on', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A form read the chain time an hour ago (a deadline from it would already be past).
    client.setQueryData(queryKeys.chainTime(network.id), 1_000n);
    chainTime = 4_600n;
    const { result } = renderHook(() => useChainFacts(OWNER, { chainTime: true }), {
      wrapper: wrapperWith(client),
    });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', facts: { chainTime: 4_600n } }));
  });

  it('keeps the first fresh answers for the run: a later read does not change them', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    chainTime = 5_000n;
    const { result } = renderHook(() => useChainFacts(OWNER, { chainTime: true }), {
      wrapper: wrapperWith(client),
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', facts: { chainTime: 5_000n } }));
    chainTime = 6_000n;
    await client.refetchQueries({ queryKey: queryKeys.chainTime(network.id) });
    expect(client.getQueryData(queryKeys.chainTime(network.id))).toBe(6_000n);
    expect(result.current).toEqual({ status: 'ready', facts: { chainTime: 5_000n } });
  });

  it('asks nothing it does not need', async () => {
    const client = new QueryClient();
    const { result } = renderHook(() => useChainFacts(OWNER, {}), { wrapper: wrapperWith(client) });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', facts: {} }));
  });
});
