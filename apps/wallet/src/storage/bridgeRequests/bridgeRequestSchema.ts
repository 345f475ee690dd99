import { z } from 'zod/mini';
import { checksummedAddress } from '../persistence/checksummedAddress.ts';

/**
 * A bridge send the wallet still owes the user an outcome for (docs/bridge.md#finalising): saved before signing,
 * given its hash once sent, removed when paid; a failed one stays with its Retry. Built on first use (`z.lazy`), like
 * the sent transactions' schema: most starts have none stored, and building zod schemas was a share of the app
 * chunk's evaluation on a phone (BENCHMARKS.md).
 */
export const bridgeRequestSchema = z.lazy(() =>
  z.object({
    uuid: z.string().check(z.minLength(1), z.maxLength(64)),
    direction: z.enum(['OperaToEthereum', 'OperaToBinance']),
    tokenUuid: z.string().check(z.minLength(1), z.maxLength(64)),
    symbol: z.string().check(z.maxLength(20)),
    decimals: z.int().check(z.minimum(0), z.maximum(36)),
    /** What leaves the wallet, in the token's smallest unit, as a decimal string. */
    amount: z.string().check(z.regex(/^(0|[1-9]\d{0,77})$/)),
    fee: z.string().check(z.regex(/^(0|[1-9]\d{0,77})$/)),
    memo: z.string().check(z.maxLength(200)),
    /** The address on Ethereum or BNB Chain. */
    farAddress: z.string().check(z.maxLength(100)),
    from: checksummedAddress,
    depositAddress: checksummedAddress,
    chainId: z.int().check(z.minimum(1)),
    createdAt: z.int().check(z.minimum(0)),
    hash: z.exactOptional(z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))),
    /** pending: not finalised yet; failed: 50 attempts without success (Retry); not-sent: never reached the chain. */
    state: z.enum(['pending', 'failed', 'not-sent']),
  }),
);

export type BridgeRequest = z.output<typeof bridgeRequestSchema>;
