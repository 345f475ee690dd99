import {
  type Address,
  MESSAGES,
  maximumAmount,
  minimumAmount,
  parseAmount,
  priceImpact,
  toDecimalString,
} from '@fantom-wallet/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { swapQuoteQuery } from './swapQuoteQuery.ts';
import { type SwapSlippage, useSwapSlippage } from './useSwapSlippage.ts';

/** Quotes are asked once typing has paused this long (docs/funi.md#swap, docs/fswap.md#amounts). */
const QUOTE_DEBOUNCE_MS = 250;

const NO_TOKEN: Address = '0x0000000000000000000000000000000000000000';

/** A side's token, as far as the amounts are concerned. */
export interface SwapSideToken {
  address: Address;
  decimals: number;
}

export interface SwapFormInput {
  from: SwapSideToken | null | undefined;
  to: SwapSideToken | null | undefined;
  /** The area's query-key prefix (fUNI's, fSwap's): its quotes reload with its data when a step is decided. */
  area: readonly unknown[];
  /**
   * How the side not typed follows the typed one: the router's quote (a trade), the same amount (wrapping and
   * unwrapping FTM), or not at all (no pair with liquidity, no route).
   */
  pricing: 'quote' | 'same' | 'none';
  /** The most that may be sold (fSwap's max): a larger From amount is quoted, and mirrored, as the max. */
  max?: bigint | undefined;
  /** The pair's reserves of the From and the To token, for the price impact. */
  reserves?: readonly [bigint, bigint] | undefined;
  /** The From text the form opens with (fSwap, back from its confirmation). */
  initialText?: () => string;
}

export interface SwapForm {
  /** The side the user typed last: its text is theirs, the other side is computed. */
  side: 'from' | 'to';
  fromText: string;
  toText: string;
  typeFrom: (text: string) => void;
  typeTo: (text: string) => void;
  /** The sides swapped places (the typed text goes with its token). */
  flipSide: () => void;
  /** Another token picked: both amounts cleared. */
  clear: () => void;
  /** What is sold and bought: the typed amount and the other side's (null while unknown or not an amount). */
  amountIn: bigint | null;
  amountOut: bigint | null;
  /** 'Invalid amount' for typed text that is not an amount (docs/funi.md#swap, docs/fswap.md#amounts). */
  invalid: string | null;
  /** The router's quote for what is on screen: being asked, or failed (with why). */
  quote: { pending: boolean; failed: boolean; error: unknown };
  slippage: SwapSlippage;
  /** Both amounts are known and above zero; the limits and the price impact below are null until then. */
  ready: boolean;
  /** The amount bought less the tolerance, rounded down; the amount sold plus it, rounded up (docs/funi.md#slippage). */
  minimumReceived: bigint | null;
  maximumSold: bigint | null;
  /** Hundredths of a percent, with the reserves given (docs/funi.md#price-impact). */
  priceImpact: bigint | null;
}

/**
 * The one swap form of fUNI and fSwap: the two amounts (the one typed, the other from the router's quote asked
 * once typing has paused 250 ms, an answer for older input dropped), the slippage settings and the limits they
 * give, the price impact, and the amount messages. Each form keeps its own tokens, rules and screen.
 */
export function useSwapForm({
  from,
  to,
  area,
  pricing,
  max,
  reserves,
  initialText,
}: SwapFormInput): SwapForm {
  const network = useActiveNetwork();
  const slippage = useSwapSlippage();
  const [text, setText] = useState(initialText ?? '');
  const [side, setSide] = useState<'from' | 'to'>('from');
  const typedToken = side === 'from' ? from : to;
  const typed = text.trim() === '' || !typedToken ? null : parseAmount(text, typedToken.decimals);
  const typedAmount = typed?.ok ? typed.value : 0n;
  // Above the max, a From amount counts as the max for the other side.
  const capped = side === 'from' && max !== undefined && typedAmount > max ? max : typedAmount;
  const [debounced] = useDebouncedValue(`${side}:${text}`, QUOTE_DEBOUNCE_MS);
  const settled = debounced === `${side}:${text}`;
  const asking = pricing === 'quote' && settled && typedAmount > 0n && !!from && !!to;
  const quote = useQuery({
    ...swapQuoteQuery(network, area, {
      side: side === 'from' ? 'out' : 'in',
      amount: capped,
      from: from?.address ?? NO_TOKEN,
      to: to?.address ?? NO_TOKEN,
    }),
    enabled: asking,
  });
  // Only an answer for the amount on screen counts.
  const quoted = asking && quote.isSuccess ? quote.data : undefined;
  const other = pricing === 'quote' ? (quoted ?? null) : pricing === 'same' && typed?.ok ? capped : null;
  const own = typed?.ok ? typedAmount : null;
  const amountIn = side === 'from' ? own : other;
  const amountOut = side === 'to' ? own : other;
  const shown = (token: SwapSideToken | null | undefined) =>
    other !== null && token ? toDecimalString(other, token.decimals) : '';
  const ready = amountIn !== null && amountOut !== null && amountIn > 0n && amountOut > 0n;

  const typeFrom = useCallback((value: string) => {
    setSide('from');
    setText(value);
  }, []);
  const typeTo = useCallback((value: string) => {
    setSide('to');
    setText(value);
  }, []);
  const flipSide = useCallback(() => setSide((s) => (s === 'from' ? 'to' : 'from')), []);
  const clear = useCallback(() => typeFrom(''), [typeFrom]);
  return {
    side,
    fromText: side === 'from' ? text : shown(from),
    toText: side === 'to' ? text : shown(to),
    typeFrom,
    typeTo,
    flipSide,
    clear,
    amountIn,
    amountOut,
    invalid: typed !== null && !typed.ok ? MESSAGES.invalidAmount : null,
    quote: {
      pending: asking && quote.isFetching && quoted === undefined,
      failed: quote.isError && settled,
      error: quote.error,
    },
    slippage,
    ready,
    minimumReceived: ready ? minimumAmount(amountOut, slippage.toleranceBps) : null,
    maximumSold: ready ? maximumAmount(amountIn, slippage.toleranceBps) : null,
    priceImpact: ready && reserves ? priceImpact(amountIn, amountOut, reserves[0], reserves[1]) : null,
  };
}
