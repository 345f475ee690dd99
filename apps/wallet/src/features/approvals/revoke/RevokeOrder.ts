import type { Address } from '@fantom-wallet/core';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod/mini';

/** At most this many revokes in one flow: each is a transaction the user confirms. */
export const MAX_REVOKES = 100;

const address = z.string().check(z.refine((value) => isAddress(value, { strict: false })));
const amount = z.string().check(z.regex(/^\d{1,80}$/));

const revokeSchema = z.object({
  token: address,
  spender: address,
  kind: z.enum(['ERC20', 'ERC721', 'ERC1155']),
  symbol: z.nullable(z.string().check(z.maxLength(200))),
  decimals: z.nullable(z.int().check(z.minimum(0), z.maximum(255))),
  spenderLabel: z.nullable(z.string().check(z.maxLength(200))),
  /** The allowance now, a decimal string of the smallest unit; null for all items. */
  amount: z.nullable(amount),
  unlimited: z.boolean(),
});

/**
 * What the list hands to the revoke confirmation through the page's history state (docs/approvals.md#revoke):
 * the selected rows in the list's order, amounts as decimal strings so the state survives structured cloning.
 * Checked on arrival: a state that does not parse is no order at all.
 */
export const revokeOrderSchema = z.object({
  revokes: z.array(revokeSchema).check(z.minLength(1), z.maxLength(MAX_REVOKES)),
});

/** One approval to withdraw, as the list showed it. */
export interface Revoke {
  token: Address;
  spender: Address;
  kind: 'ERC20' | 'ERC721' | 'ERC1155';
  symbol: string | null;
  decimals: number | null;
  spenderLabel: string | null;
  /** The ERC-20 allowance the list read; null for an approval of all items. */
  amount: bigint | null;
  unlimited: boolean;
}

export interface RevokeOrder {
  revokes: readonly Revoke[];
}

/** The order in the history state, or null when there is none or it is not one (hostile or stale state). */
export function readRevokeOrder(state: unknown): RevokeOrder | null {
  const parsed = revokeOrderSchema.safeParse((state as { order?: unknown } | null)?.order);
  if (!parsed.success) return null;
  return {
    revokes: parsed.data.revokes.map((r) => ({
      ...r,
      token: getAddress(r.token),
      spender: getAddress(r.spender),
      amount: r.amount === null ? null : BigInt(r.amount),
    })),
  };
}

export function toRevokeState(order: RevokeOrder): { order: z.infer<typeof revokeOrderSchema> } {
  return {
    order: {
      revokes: order.revokes.map((r) => ({ ...r, amount: r.amount === null ? null : r.amount.toString() })),
    },
  };
}
