import type { Address } from '@fantom-wallet/core';
import { isAddress } from 'viem/utils';
import { z } from 'zod/mini';

/**
 * What a form settled on, carried to its confirmation (in a window, or as the confirmation route's history
 * state): the token and the current and new totals when the form was submitted (docs/fmint.md#inputs).
 */
export type FmintOrder = CollateralOrder | DebtOrder;
/** Lock or unlock: the locked amount goes from `locked` to `target`. */
export interface CollateralOrder {
  kind: 'collateral';
  token: Address;
  locked: bigint;
  target: bigint;
}
/** Mint or repay: the synth's debt goes from `debt` to `target`; `maxDebt` is the form's maximum. */
export interface DebtOrder {
  kind: 'debt';
  token: Address;
  debt: bigint;
  target: bigint;
  maxDebt: bigint;
}

const address = z.string().check(z.refine((value) => isAddress(value, { strict: false })));
const amount = z.string().check(z.regex(/^\d{1,80}$/));
const orderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('collateral'), token: address, locked: amount, target: amount }),
  z.object({ kind: z.literal('debt'), token: address, debt: amount, target: amount, maxDebt: amount }),
]);

/** An order read back from history state, which anything could have written: null unless it is well formed. */
export function readFmintOrder(state: unknown): FmintOrder | null {
  const parsed = orderSchema.safeParse(state);
  if (!parsed.success) return null;
  const order = parsed.data;
  const token = order.token as Address;
  if (order.kind === 'collateral')
    return { kind: 'collateral', token, locked: BigInt(order.locked), target: BigInt(order.target) };
  return {
    kind: 'debt',
    token,
    debt: BigInt(order.debt),
    target: BigInt(order.target),
    maxDebt: BigInt(order.maxDebt),
  };
}

/** The order as history state: amounts as decimal strings of the smallest unit, so it survives structured cloning. */
export function fmintOrderState(order: FmintOrder): Record<string, string> {
  if (order.kind === 'collateral')
    return { kind: order.kind, token: order.token, locked: `${order.locked}`, target: `${order.target}` };
  return {
    kind: order.kind,
    token: order.token,
    debt: `${order.debt}`,
    target: `${order.target}`,
    maxDebt: `${order.maxDebt}`,
  };
}
