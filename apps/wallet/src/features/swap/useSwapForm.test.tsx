// @vitest-environment happy-dom
import { MESSAGES } from '@fantom-wallet/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';
import { type SwapFormInput, useSwapForm } from './useSwapForm.ts';

// The router's quote, as the API would give it: 2 To per From selling, 3 From per To buying; a failure for 13.
const quote = vi.hoisted(() =>
  vi.fn(async (_transport: unknown, { side, amount }: { side: 'in' | 'out'; amount: bigint }) => {
    if (amount === 13n * 10n ** 18n) throw new Error('no route');
    return side === 'out' ? amount * 2n : amount * 3n;
  }),
);
vi.mock('@fantom-wallet/api-client', async (original) => ({
  ...(await original<typeof import('@fantom-wallet/api-client')>()),
  requestUniswapQuote: quote,
}));

afterEach(cleanup);
beforeEach(() => {
  quote.mockClear();
  useSettingsStore.setState(useSettingsStore.getInitialState(), true);
});

const E18 = 10n ** 18n;
const FROM = { address: '0x0000000000000000000000000000000000000001', decimals: 18 } as const;
const TO = { address: '0x0000000000000000000000000000000000000002', decimals: 18 } as const;

function render(input: Partial<SwapFormInput> = {}) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSwapForm({ from: FROM, to: TO, area: ['area'], pricing: 'quote', ...input }), {
    wrapper,
  });
}

describe('useSwapForm: the one swap form of fUNI and fSwap (docs/funi.md#swap, docs/fswap.md#amounts)', () => {
  it('a typed From amount is quoted (exact input) once typing pauses; the limits follow the 0.5 % tolerance', async () => {
    const form = render({ reserves: [1_000n * E18, 2_000n * E18] });
    act(() => form.result.current.typeFrom('1'));
    act(() => form.result.current.typeFrom('10'));
    await waitFor(() => expect(form.result.current.toText).toBe('20'));
    // Only the amount on screen was asked for, and only once typing had paused.
    expect(quote.mock.calls.map((call) => call[1])).toEqual([
      { side: 'out', amount: 10n * E18, from: FROM.address, to: TO.address },
    ]);
    const swap = form.result.current;
    expect([swap.side, swap.fromText, swap.amountIn, swap.amountOut]).toEqual([
      'from',
      '10',
      10n * E18,
      20n * E18,
    ]);
    expect(swap.minimumReceived).toBe(199n * 10n ** 17n);
    expect(swap.maximumSold).toBe(1_005n * 10n ** 16n);
    // 20 bought for 10 where the pool's mid price is 2: no impact.
    expect(swap.priceImpact).toBe(0n);
    expect(swap.slippage).toEqual({ toleranceBps: 50n, toleranceText: '0.5', reserveBps: 30n });
  });

  it('a typed To amount asks what it costs (exact output), and the From side shows it', async () => {
    const form = render();
    act(() => form.result.current.typeTo('2'));
    await waitFor(() => expect(form.result.current.fromText).toBe('6'));
    expect(quote.mock.calls[0]?.[1]).toMatchObject({ side: 'in', amount: 2n * E18 });
    expect([form.result.current.amountIn, form.result.current.amountOut]).toEqual([6n * E18, 2n * E18]);
    // Without reserves there is no price impact to show.
    expect(form.result.current.priceImpact).toBeNull();
  });

  it('the swap slippage tolerance from the settings sets both limits', async () => {
    useSettingsStore.getState().setSwapSlippageTolerance('5');
    const form = render();
    act(() => form.result.current.typeFrom('10'));
    await waitFor(() => expect(form.result.current.minimumReceived).toBe(19n * E18));
    expect(form.result.current.maximumSold).toBe(105n * 10n ** 17n);
    expect(form.result.current.slippage.toleranceText).toBe('5');
  });

  it('text that is not an amount says so and asks nothing; a failed quote says so', async () => {
    const form = render();
    act(() => form.result.current.typeFrom('1.2.3'));
    expect(form.result.current.invalid).toBe(MESSAGES.invalidAmount);
    expect([form.result.current.amountIn, form.result.current.toText, form.result.current.ready]).toEqual([
      null,
      '',
      false,
    ]);
    act(() => form.result.current.typeFrom('13'));
    await waitFor(() => expect(form.result.current.quote.failed).toBe(true));
    expect(form.result.current.invalid).toBeNull();
    expect([form.result.current.amountOut, form.result.current.minimumReceived]).toEqual([null, null]);
    expect(quote.mock.calls.map((call) => call[1].amount)).toEqual([13n * E18]);
  });

  it('wrapping is 1 : 1 with no quote; above the max the other side shows the max (fSwap)', () => {
    const form = render({ pricing: 'same', max: 5n * E18 });
    act(() => form.result.current.typeFrom('2.5'));
    expect([form.result.current.toText, form.result.current.amountOut]).toEqual(['2.5', 25n * 10n ** 17n]);
    act(() => form.result.current.typeFrom('7'));
    expect(form.result.current.toText).toBe('5');
    act(() => form.result.current.typeTo('7'));
    expect(form.result.current.fromText).toBe('7');
    act(() => form.result.current.flipSide());
    expect([form.result.current.side, form.result.current.fromText]).toEqual(['from', '7']);
    act(() => form.result.current.clear());
    expect([form.result.current.fromText, form.result.current.toText]).toEqual(['', '']);
    expect(quote).not.toHaveBeenCalled();
  });

  it('without a pair (no liquidity, no route) nothing follows the typed side', () => {
    const form = render({ pricing: 'none' });
    act(() => form.result.current.typeFrom('3'));
    expect([
      form.result.current.toText,
      form.result.current.amountOut,
      form.result.current.quote.pending,
    ]).toEqual(['', null, false]);
    expect(quote).not.toHaveBeenCalled();
  });
});
