import { z } from 'zod';
import { addressSchema } from './addressSchema.ts';

/** A JSON-RPC quantity: 0x hex without leading zeros, at most 256 bits. */
export const quantity = z.string().regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/);
/** eth_sendTransaction's one parameter (docs/extension.md#site-requests); unknown fields are dropped. */
export const siteTransactionSchema = z.object({
  from: addressSchema,
  to: addressSchema,
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
});
export type SiteTransaction = z.infer<typeof siteTransactionSchema>;
