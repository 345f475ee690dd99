import { z } from 'zod';
import { addressSchema } from './addressSchema.ts';

/** A JSON-RPC quantity: 0x hex without leading zeros, at most 256 bits. */
export const quantity = z.string().regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/);
/**
 * eth_sendTransaction's one parameter (docs/extension.md#site-requests); unknown fields are dropped. Without `to`
 * (absent or null, as viem's deployContract and ethers' ContractFactory send it) it creates a contract, and then
 * its data, the contract's code, must be there.
 */
export const siteTransactionSchema = z
  .object({
    from: addressSchema,
    to: addressSchema.nullish(),
    value: quantity.optional(),
    data: z
      .string()
      .regex(/^0x([0-9a-fA-F]{2})*$/)
      .max(2 * 128 * 1024 + 2)
      .optional(),
    gas: quantity.optional(),
    gasPrice: quantity.optional(),
    /** EIP-1559 fee fields (ethers and viem send them where the latest block has a base fee). */
    maxFeePerGas: quantity.optional(),
    maxPriorityFeePerGas: quantity.optional(),
  })
  .refine((tx) => (tx.to ?? undefined) !== undefined || (tx.data?.length ?? 0) > 2, {
    message: 'a contract creation needs its code as data',
  });
export type SiteTransaction = z.infer<typeof siteTransactionSchema>;

/** The code size, in bytes, of a transaction that creates a contract; undefined for a call or a transfer. */
export function creationCodeSize(transaction: SiteTransaction): number | undefined {
  if (transaction.to != null) return undefined;
  return ((transaction.data?.length ?? 2) - 2) / 2;
}
