import { isAddress } from 'viem/utils';
import { z } from 'zod/mini';

const address = z.string().check(z.refine((value) => isAddress(value, { strict: false })));
const amount = z.string().check(z.regex(/^\d{1,80}$/));

/**
 * What the form hands to the confirmation (docs/fswap.md#routes) through the page's history state: amounts as
 * decimal strings of the smallest unit, so the state survives structured cloning. Checked on arrival: a state
 * that does not parse is no order at all ('Trade tokens first, please.').
 */
export const fswapOrderSchema = z.object({
  route: z.enum(['wrap', 'unwrap', 'trade']),
  from: address,
  to: address,
  amountIn: amount,
  /** The quote (trade) or the same amount (wrap, unwrap). */
  amountOut: amount,
});

export type FswapOrderState = z.infer<typeof fswapOrderSchema>;

export interface FswapOrder {
  route: 'wrap' | 'unwrap' | 'trade';
  from: `0x${string}`;
  to: `0x${string}`;
  amountIn: bigint;
  amountOut: bigint;
}

/** The order in the history state, or null when there is none or it is not one (hostile or stale state). */
export function readFswapOrder(state: unknown): FswapOrder | null {
  const parsed = fswapOrderSchema.safeParse((state as { order?: unknown } | null)?.order);
  if (!parsed.success) return null;
  const order = parsed.data;
  const amountIn = BigInt(order.amountIn);
  if (amountIn <= 0n) return null;
  return {
    route: order.route,
    from: order.from as `0x${string}`,
    to: order.to as `0x${string}`,
    amountIn,
    amountOut: BigInt(order.amountOut),
  };
}

export function toOrderState(order: FswapOrder): { order: FswapOrderState } {
  return {
    order: {
      route: order.route,
      from: order.from,
      to: order.to,
      amountIn: order.amountIn.toString(),
      amountOut: order.amountOut.toString(),
    },
  };
}
