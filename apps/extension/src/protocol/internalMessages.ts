import { z } from 'zod';
import { addressSchema } from './addressSchema.ts';
import { decimalWei } from './wire.ts';

const requestId = z.uuid();
const address = addressSchema;
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/);
/** A site as the extension keys it: an origin (scheme, host, port), never a path. */
export const siteOrigin = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      return new URL(value).origin === value;
    } catch {
      return false;
    }
  }, 'an origin');

export const SIGNER_METHODS = [
  'beginCreate',
  'pendingMnemonic',
  'confirmCreate',
  'cancelCreate',
  'restoreFromMnemonic',
  'restoreFromPrivateKey',
  'restoreFromKeystore',
  'keystoreOf',
  'removeKeystore',
  'signTransaction',
  'signSiteRequest',
  'hasRememberedPassword',
  'forgetPasswords',
] as const;

/** signTransaction's transaction as it crosses JSON: the wei fields as decimal strings (protocol/wire.ts). */
export const wireTransaction = z.looseObject({
  value: decimalWei,
  gas: decimalWei,
  gasPrice: decimalWei,
  /** An EIP-1559 transaction's tip (a site's fee fields). */
  maxPriorityFeePerGas: decimalWei.optional(),
  fee: decimalWei,
});

/**
 * What the extension's own pages may ask the background (docs/extension.md#keys-and-state). Accepted only from
 * a sender whose origin is the extension's.
 */
export const internalMessageSchema = z.object({
  channel: z.literal('fwallet-internal'),
  message: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('signer'),
      method: z.enum(SIGNER_METHODS),
      args: z.array(z.unknown()).max(2),
    }),
    z.object({ kind: z.literal('getRequest'), id: requestId }),
    z.object({ kind: z.literal('accountsDone'), site: siteOrigin, addresses: z.array(address).max(1000) }),
    z.object({ kind: z.literal('transactionSigned'), id: requestId, hash }),
    z.object({ kind: z.literal('transactionNotSent'), id: requestId, hash }),
    z.object({ kind: z.literal('transactionDone'), id: requestId, hash }),
    z.object({
      kind: z.literal('signatureDone'),
      id: requestId,
      signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
    }),
    z.object({ kind: z.literal('watchAssetDone'), id: requestId }),
    z.object({ kind: z.literal('reject'), id: requestId }),
  ]),
});
export type InternalMessage = z.infer<typeof internalMessageSchema>['message'];

/** A site request as the extension's pages see it. */
export const pendingRequestViewSchema = z.object({
  id: requestId,
  origin: siteOrigin,
  method: z.string(),
  params: z.unknown(),
  chainId: z.number().int(),
  state: z.enum(['open', 'done']),
});
export type PendingRequestView = z.infer<typeof pendingRequestViewSchema>;

/** Every answer of the background to a page: a value or a failure with a code and a message. */
export const internalResponseSchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error: z.object({
      name: z.string().max(100),
      code: z.string().max(100),
      message: z.string().max(1000),
      details: z.string().max(2000).optional(),
    }),
  }),
]);
export type InternalResponse = z.infer<typeof internalResponseSchema>;
