import { isAddress } from 'viem/utils';
import { z } from 'zod';
import { siteOrigin } from '../protocol/internalMessages.ts';
import { SIGNATURE_METHODS } from '../protocol/siteSignature.ts';

const rpcError = z.object({ code: z.number().int(), message: z.string() });

/**
 * A site request that needs the user, kept in chrome.storage.session so a restarted worker finds it again
 * (docs/extension.md#site-requests). `outcome` is written before the site is answered. The params are not here:
 * they live under a key of their own while the request is open and are dropped when it is done, so what stays of
 * a finished request is small (createRequestStore.ts).
 */
export const pendingRequestSchema = z.object({
  id: z.uuid(),
  origin: siteOrigin,
  method: z.enum([
    'eth_requestAccounts',
    'wallet_requestPermissions',
    'eth_sendTransaction',
    ...SIGNATURE_METHODS,
    'wallet_watchAsset',
  ]),
  /**
   * eth_sendTransaction's and a signature request's account, and the account a watched token is added to: checked
   * again when the site's accounts change and when the window signs or adds.
   */
  from: z
    .string()
    .refine((value) => isAddress(value, { strict: false }))
    .optional(),
  /** The active network's chain when the site asked: a window finding another one refuses the request. */
  chainId: z.number().int(),
  tabId: z.number().int().optional(),
  /** Chrome's id of the document that asked: its requests end when that document goes. */
  documentId: z.string().max(100).optional(),
  /** The request's window while it is on screen (cleared when it closes): what the per-site limit counts. */
  windowId: z.number().int().optional(),
  state: z.enum(['open', 'done']),
  /** The transaction the window signed, recorded before it is broadcast: a closed window answers this hash. */
  signedHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/)
    .optional(),
  outcome: z.union([z.object({ result: z.unknown() }), z.object({ error: rpcError })]).optional(),
  /** Length of the params' JSON text: what the per-site byte limit adds up. */
  paramsChars: z.number().int().min(0),
  createdAt: z.number(),
});
export type PendingRequest = z.infer<typeof pendingRequestSchema>;
export type RequestOutcome = NonNullable<PendingRequest['outcome']>;

/**
 * Requests the account window answers (eth_requestAccounts, EIP-2255's wallet_requestPermissions): at most one open
 * per site and tab (requestLimits.ts).
 */
export const ACCOUNT_METHODS: ReadonlySet<PendingRequest['method']> = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
]);

/**
 * Requests for one account on one network (a transaction, a message, typed data, a token to watch): refused when
 * the site loses the account or the active network changes while they are open.
 */
export const ACCOUNT_BOUND_METHODS: ReadonlySet<PendingRequest['method']> = new Set([
  'eth_sendTransaction',
  ...SIGNATURE_METHODS,
  'wallet_watchAsset',
]);
