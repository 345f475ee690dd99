import { z } from 'zod';
import { type PendingRequest, pendingRequestSchema, type RequestOutcome } from './PendingRequest.ts';
import type { StorageArea } from './StorageArea.ts';

const KEY = 'fwallet.siteRequests';
/** Finished requests are kept this long, so a content script that re-attaches late still gets its answer. */
const DONE_KEPT_MS = 10 * 60_000;

/**
 * The pending site requests in chrome.storage.session. Writes go one after another (a promise chain), so two
 * messages handled at once never lose each other's change. Invalid entries (another version's) are dropped.
 */
export function createRequestStore(session: StorageArea, now: () => number = Date.now) {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const read = async (): Promise<PendingRequest[]> => {
    const raw = (await session.get(KEY))[KEY];
    const parsed = z.array(z.unknown()).safeParse(raw);
    if (!parsed.success) return [];
    return parsed.data.flatMap((entry) => {
      const request = pendingRequestSchema.safeParse(entry);
      return request.success ? [request.data] : [];
    });
  };
  const write = (requests: PendingRequest[]) =>
    session.set({
      [KEY]: requests.filter((r) => r.state === 'open' || now() - r.createdAt < DONE_KEPT_MS),
    });

  return {
    all: () => serial(read),
    get: (id: string) => serial(async () => (await read()).find((r) => r.id === id)),
    /**
     * Adds `request` unless `refuse` (looking at the requests stored, in the same step) gives a reason not to:
     * then returns that reason. Checked and written together, so parallel requests cannot all pass the check.
     */
    add: <R>(
      request: PendingRequest,
      refuse: (requests: PendingRequest[]) => R | undefined = () => undefined,
    ) =>
      serial(async () => {
        const requests = await read();
        const reason = refuse(requests);
        if (reason !== undefined) return reason;
        await write([...requests, request]);
        return undefined;
      }),
    update: (id: string, change: Partial<PendingRequest>) =>
      serial(async () => {
        const requests = await read();
        await write(requests.map((r) => (r.id === id ? { ...r, ...change } : r)));
      }),
    /**
     * Stores the outcome of an open request and returns the request as finished; a request already finished
     * keeps its first outcome (nothing is answered twice with different results).
     */
    finish: (id: string, outcome: RequestOutcome) =>
      serial(async () => {
        const requests = await read();
        const request = requests.find((r) => r.id === id);
        if (!request) return undefined;
        if (request.state === 'done') return request;
        const done: PendingRequest = { ...request, state: 'done', outcome };
        await write(requests.map((r) => (r.id === id ? done : r)));
        return done;
      }),
  };
}
export type RequestStore = ReturnType<typeof createRequestStore>;
