import { z } from 'zod';
import { checksummedAddress } from './checksummedAddress.ts';

/** A transaction this wallet submitted, kept so the send and staking flows can say what became of it. */
export const sentTransactionSchema = z.object({
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  nonce: z.number().int().min(0),
  to: checksummedAddress,
  /** Wei as a decimal string (bigint is not JSON). */
  value: z.string().regex(/^(0|[1-9]\d{0,77})$/),
  /** Milliseconds since the epoch. */
  submittedAt: z.number().int().min(0),
  state: z.enum(['pending', 'success', 'failed']),
  /** Which flow sent it (e.g. 'send', 'stake') and the step within it, for resuming after a reload. */
  flow: z.string().max(100).exactOptional(),
  step: z.string().max(100).exactOptional(),
});
