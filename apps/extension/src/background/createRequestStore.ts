import { z } from 'zod';
import { type PendingRequest, pendingRequestSchema, type RequestOutcome } from './PendingRequest.ts';
import type { StorageArea } from './StorageArea.ts';

/** The requests without their params: small, read by every site message. */
const INDEX_KEY = 'fwallet.siteRequests';
/** One key per request for its params, while it is open. */
const paramsKey = (id: string) => `fwallet.siteRequestParams.${id}`;
/** Finished requests are kept this long, so a content script that re-attaches late still gets its answer. */
export const DONE_KEPT_MS = 10 * 60_000;

/**
 * The site requests in chrome.storage.session (docs/extension.md#site-requests). The index holds each request
 * without its params; the params of an open request live under a key of their own and are removed when it is
 * done, so a finished request keeps only its id, state and outcome (and what the limits count). Writes go one
 * after another (a promise chain), so two messages handled at once never lose each other's change. Invalid
 * entries (another version's) are dropped.
 *
 * A write the full store refuses does not lose an outcome: the request stays finished in this worker's memory
 * and is written with the next write that succeeds. Finishing first removes the request's params, which frees
 * more than the outcome takes.
 */
export function createRequestStore(
  session: StorageArea,
  now: () => number = Date.now,
  /** Hears the requests after every write (the worker watches tabs only while a request waits on one). */
  onWrite: (requests: readonly PendingRequest[]) => void = () => undefined,
) {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  /** Changes the store refused to write, by id: they win over what is stored until a write succeeds. */
  const unsaved = new Map<string, PendingRequest>();

  const read = async (): Promise<PendingRequest[]> => {
    const raw = (await session.get(INDEX_KEY))[INDEX_KEY];
    const parsed = z.array(z.unknown()).safeParse(raw);
    const stored = (parsed.success ? parsed.data : []).flatMap((entry) => {
      const request = pendingRequestSchema.safeParse(entry);
      return request.success ? [request.data] : [];
    });
    const merged = stored.map((r) => unsaved.get(r.id) ?? r);
    for (const request of unsaved.values())
      if (!stored.some((r) => r.id === request.id)) merged.push(request);
    return merged;
  };
  const kept = (r: PendingRequest) => r.state === 'open' || now() - r.createdAt < DONE_KEPT_MS;
  const write = async (requests: PendingRequest[], extra: Record<string, unknown> = {}) => {
    const next = requests.filter(kept);
    await session.set({ [INDEX_KEY]: next, ...extra });
    unsaved.clear();
    onWrite(next);
  };
  /** Writes a change to existing requests; if the store refuses, keeps the changed ones in memory. */
  const commit = async (requests: PendingRequest[], changed: PendingRequest[]) => {
    try {
      await write(requests);
    } catch {
      for (const request of changed) unsaved.set(request.id, request);
    }
  };

  return {
    all: () => serial(read),
    get: (id: string) => serial(async () => (await read()).find((r) => r.id === id)),
    /** The params a site sent with an open request (undefined once it is done). */
    params: (id: string) => serial(async () => (await session.get(paramsKey(id)))[paramsKey(id)]),
    /**
     * Adds `request` with its `params` unless `refuse` (looking at the requests stored, in the same step) gives a
     * reason not to: then returns that reason. Checked and written together, so parallel requests cannot all
     * pass the check. Rejects when the store refuses the write.
     */
    add: <R>(
      request: PendingRequest,
      params: unknown,
      refuse: (requests: PendingRequest[]) => R | undefined = () => undefined,
    ) =>
      serial(async () => {
        const requests = await read();
        const reason = refuse(requests);
        if (reason !== undefined) return reason;
        await write([...requests, request], { [paramsKey(request.id)]: params });
        return undefined;
      }),
    /** Changes a stored request; returns it as changed (undefined when there is no such request). */
    update: (id: string, change: (request: PendingRequest) => PendingRequest) =>
      serial(async () => {
        const requests = await read();
        const current = requests.find((r) => r.id === id);
        if (!current) return undefined;
        const next = change(current);
        await commit(
          requests.map((r) => (r.id === id ? next : r)),
          [next],
        );
        return next;
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
        const done: PendingRequest = { ...request, state: 'done', outcome, paramsChars: 0 };
        await session.remove(paramsKey(id)).catch(() => undefined);
        await commit(
          requests.map((r) => (r.id === id ? done : r)),
          [done],
        );
        return done;
      }),
  };
}
export type RequestStore = ReturnType<typeof createRequestStore>;
