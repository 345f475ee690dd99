// The relay (content script, isolated world; docs/extension.md#package): carries the page provider's requests to
// the background and the answers and events back. It alone can reach chrome.runtime; the page cannot.
import { z } from 'zod';
import { PAGE_TO_RELAY, RELAY_TO_PAGE } from '../protocol/pageChannels.ts';
import {
  type SiteResponse,
  siteEventMessageSchema,
  sitePingSchema,
  siteRequestSchema,
  siteResponseSchema,
} from '../protocol/siteMessages.ts';

const fromPage = z.object({ target: z.literal(PAGE_TO_RELAY), request: siteRequestSchema });

/** How often a request whose worker went away is asked for again before the page gets an error. */
const MAX_ATTACHES = 5;

function toPage(payload: unknown): void {
  window.postMessage({ target: RELAY_TO_PAGE, ...(payload as object) }, window.location.origin);
}

async function send(message: unknown): Promise<SiteResponse | undefined> {
  const answer: unknown = await chrome.runtime.sendMessage(message);
  const parsed = siteResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Sends one request; when the background went away before answering (Chrome stopped its worker), asks again by
 * the same id: the background resumes the stored request instead of starting a second one.
 */
async function relay(request: z.infer<typeof siteRequestSchema>): Promise<SiteResponse> {
  let message: unknown = { channel: 'fwallet-site', message: request };
  for (let attempt = 0; attempt <= MAX_ATTACHES; attempt++) {
    try {
      const answer = await send(message);
      if (answer && answer.id === request.id) return answer;
      if (answer === undefined && attempt === 0)
        return { id: request.id, error: { code: -32602, message: 'Invalid method parameters.' } };
    } catch {
      // The worker stopped with the message in flight: re-attach below.
    }
    message = { channel: 'fwallet-site', message: { kind: 'attach', id: request.id } };
  }
  return { id: request.id, error: { code: -32603, message: 'The extension did not answer.' } };
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.source !== window) return;
  const parsed = fromPage.safeParse(event.data);
  if (!parsed.success) {
    const data = event.data as { target?: unknown; request?: { id?: unknown } } | null;
    const id = data?.request?.id;
    if (data?.target === PAGE_TO_RELAY && typeof id === 'string' && id.length <= 64)
      toPage({ response: { id, error: { code: -32602, message: 'Invalid method parameters.' } } });
    return;
  }
  void relay(parsed.data.request).then((response) => toPage({ response }));
});

chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id || sender.tab) return;
  if (sitePingSchema.safeParse(message).success) {
    sendResponse(true);
    return;
  }
  // Sent to this document by its id; the origin is checked as well, so an event meant for another site is
  // never handed to this page.
  const parsed = siteEventMessageSchema.safeParse(message);
  if (parsed.success && parsed.data.origin === window.location.origin) toPage({ event: parsed.data.payload });
});
