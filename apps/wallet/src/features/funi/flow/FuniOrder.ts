import { sameAddress } from '@fantom-wallet/core';
import { isAddress } from 'viem/utils';
import { z } from 'zod/mini';

const address = z.string().check(z.refine((value) => isAddress(value, { strict: false })));
const amount = z.string().check(z.regex(/^\d{1,80}$/));

/**
 * What a form hands to its confirmation (docs/funi.md#routes) through the page's history state: amounts as
 * decimal strings of the smallest unit, so the state survives structured cloning. Checked on arrival: a state
 * that does not parse is no order ('… first, please.').
 */
const swapSchema = z.object({
  kind: z.literal('swap'),
  /** 'in': the From amount is exact (the To amount a quote); 'out': the To amount is exact. */
  exact: z.enum(['in', 'out']),
  from: address,
  to: address,
  amountIn: amount,
  amountOut: amount,
});
const addSchema = z.object({
  kind: z.literal('add'),
  tokens: z.tuple([address, address]),
  amounts: z.tuple([amount, amount]),
});
const removeSchema = z.object({
  kind: z.literal('remove'),
  pair: address,
  percent: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
});

type Hex = `0x${string}`;
export interface SwapOrder {
  kind: 'swap';
  exact: 'in' | 'out';
  from: Hex;
  to: Hex;
  amountIn: bigint;
  amountOut: bigint;
}
export interface AddOrder {
  kind: 'add';
  tokens: [Hex, Hex];
  amounts: [bigint, bigint];
}
export interface RemoveOrder {
  kind: 'remove';
  pair: Hex;
  percent: number;
}

const stateOf = (state: unknown) => (state as { order?: unknown } | null)?.order;

export function readSwapOrder(state: unknown): SwapOrder | null {
  const parsed = swapSchema.safeParse(stateOf(state));
  if (!parsed.success) return null;
  const order = parsed.data;
  const amountIn = BigInt(order.amountIn);
  const amountOut = BigInt(order.amountOut);
  if (amountIn <= 0n || amountOut <= 0n || sameAddress(order.from, order.to)) return null;
  return {
    kind: 'swap',
    exact: order.exact,
    from: order.from as Hex,
    to: order.to as Hex,
    amountIn,
    amountOut,
  };
}

export function readAddOrder(state: unknown): AddOrder | null {
  const parsed = addSchema.safeParse(stateOf(state));
  if (!parsed.success) return null;
  const amounts: [bigint, bigint] = [BigInt(parsed.data.amounts[0]), BigInt(parsed.data.amounts[1])];
  if (amounts[0] <= 0n || amounts[1] <= 0n) return null;
  return { kind: 'add', tokens: parsed.data.tokens as [Hex, Hex], amounts };
}

export function readRemoveOrder(state: unknown): RemoveOrder | null {
  const parsed = removeSchema.safeParse(stateOf(state));
  if (!parsed.success) return null;
  return { kind: 'remove', pair: parsed.data.pair as Hex, percent: parsed.data.percent };
}

export function orderState(order: SwapOrder | AddOrder | RemoveOrder): { order: unknown } {
  if (order.kind === 'swap')
    return {
      order: { ...order, amountIn: order.amountIn.toString(), amountOut: order.amountOut.toString() },
    };
  if (order.kind === 'add')
    return { order: { ...order, amounts: [order.amounts[0].toString(), order.amounts[1].toString()] } };
  return { order };
}
