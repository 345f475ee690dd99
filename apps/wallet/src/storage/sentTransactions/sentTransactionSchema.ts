import { z } from 'zod/mini';
import { FLOW_IDS } from '../../shared/flows/FLOW_IDS.ts';
import { checksummedAddress } from '../persistence/checksummedAddress.ts';

/**
 * A transaction this wallet submitted, kept so the send and staking flows can say what became of it. Built on first
 * use (`z.lazy`): most starts have none stored, and building zod schemas was a share of the app chunk's evaluation
 * on a phone (BENCHMARKS.md).
 */
export const sentTransactionSchema = z.lazy(() =>
  z.object({
    hash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
    nonce: z.int().check(z.minimum(0)),
    to: checksummedAddress,
    /** Wei as a decimal string (bigint is not JSON). */
    value: z.string().check(z.regex(/^(0|[1-9]\d{0,77})$/)),
    /** Milliseconds since the epoch. */
    submittedAt: z.int().check(z.minimum(0)),
    state: z.enum(['pending', 'success', 'failed']),
    /** The chain it was sent on: nonces count per chain, so a nonce from the devnet must not steer mainnet. */
    chainId: z.exactOptional(z.int().check(z.minimum(1))),
    /** Which flow sent it, what the flow acted on (a validator id …) and the step, for resuming after a reload. */
    flow: z.exactOptional(z.enum(FLOW_IDS)),
    subject: z.exactOptional(z.string().check(z.maxLength(100))),
    step: z.exactOptional(z.string().check(z.maxLength(100))),
  }),
);
