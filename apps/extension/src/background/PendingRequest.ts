import { z } from 'zod';
import { siteOrigin } from '../protocol/internalMessages.ts';

const rpcError = z.object({ code: z.number().int(), message: z.string() });

/**
 * A site request that needs the user, kept in chrome.storage.session so a restarted worker finds it again
 * (docs/extension.md#site-requests). `outcome` is written before the site is answered.
 */
export const pendingRequestSchema = z.object({
  id: z.uuid(),
  origin: siteOrigin,
  method: z.enum(['eth_requestAccounts', 'eth_sendTransaction']),
  params: z.unknown(),
  /** The active network's chain when the site asked: a window finding another one refuses the request. */
  chainId: z.number().int(),
  tabId: z.number().int().optional(),
  windowId: z.number().int().optional(),
  state: z.enum(['open', 'done']),
  outcome: z.union([z.object({ result: z.unknown() }), z.object({ error: rpcError })]).optional(),
  createdAt: z.number(),
});
export type PendingRequest = z.infer<typeof pendingRequestSchema>;
export type RequestOutcome = NonNullable<PendingRequest['outcome']>;
