import { isAddress } from 'viem/utils';
import { z } from 'zod';

/** The most a site may send in one request's params, as JSON text (docs/extension.md#site-requests). */
export const MAX_PARAMS_CHARS = 256 * 1024;

const requestId = z.uuid();
const method = z.string().min(1).max(100);
/** JSON-only params, bounded in size: a huge or cyclic value is refused before anything reads it. */
const params = z
  .unknown()
  .refine((value) => {
    if (value === undefined) return true;
    try {
      const text = JSON.stringify(value);
      return text !== undefined && text.length <= MAX_PARAMS_CHARS;
    } catch {
      return false;
    }
  }, 'params must be JSON of at most 256 KB')
  .optional();

/** From the page's provider to the relay (window.postMessage), and from the relay to the background. */
export const siteRequestSchema = z.object({
  kind: z.literal('request'),
  id: requestId,
  method,
  params,
});
export type SiteRequest = z.infer<typeof siteRequestSchema>;

/** The relay asking again for a request the background may have lost with its worker (docs/extension.md#site-requests). */
export const siteAttachSchema = z.object({ kind: z.literal('attach'), id: requestId });

export const siteMessageSchema = z.object({
  channel: z.literal('fwallet-site'),
  message: z.discriminatedUnion('kind', [siteRequestSchema, siteAttachSchema]),
});
export type SiteMessage = z.infer<typeof siteMessageSchema>;

const rpcError = z.object({ code: z.number().int(), message: z.string().max(1000) });

/** The background's answer to one site request. */
export const siteResponseSchema = z.union([
  z.object({ id: requestId, result: z.unknown() }),
  z.object({ id: requestId, error: rpcError }),
]);
export type SiteResponse = z.infer<typeof siteResponseSchema>;

/** Pushed by the background to a site's tabs, then by the relay to the page. */
export const siteEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('accountsChanged'),
    data: z.array(z.string().refine((value) => isAddress(value, { strict: false }))),
  }),
  z.object({ event: z.literal('chainChanged'), data: z.string().regex(/^0x[0-9a-f]+$/) }),
]);
export type SiteEvent = z.infer<typeof siteEventSchema>;
/** An event with the origin it is for: the relay drops it when its page is another (docs/extension.md#provider-in-the-page). */
export const siteEventMessageSchema = z.object({
  channel: z.literal('fwallet-event'),
  origin: z.string().max(2048),
  payload: siteEventSchema,
});
export type SiteEventMessage = z.infer<typeof siteEventMessageSchema>;

/** The background asking a document whether it is still there (its requests end when it is not). */
export const sitePingSchema = z.object({ channel: z.literal('fwallet-ping') });
