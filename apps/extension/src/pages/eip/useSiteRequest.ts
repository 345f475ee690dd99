import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { type PendingRequestView, pendingRequestViewSchema } from '../../protocol/internalMessages.ts';
import { callBackground } from '../callBackground.ts';

export type LoadedRequest<T> =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'ready'; request: PendingRequestView; params: T };

/** Requests read before the window's first render (preloadSiteRequest), by id. */
const preloaded = new Map<string, unknown>();

/**
 * Reads the open request `id` while the window's code still loads, so its first render shows it
 * (docs/extension.md#site-requests; bench: site request to approval window shown). A failed read is left to the
 * window, which asks again.
 */
export async function preloadSiteRequest(id: string): Promise<void> {
  try {
    preloaded.set(id, await callBackground({ kind: 'getRequest', id }));
  } catch {
    // The window's own read says 'gone'.
  }
}

function loadedFrom<T>(value: unknown, schema: z.ZodType<T>): LoadedRequest<T> {
  const request = pendingRequestViewSchema.safeParse(value);
  const params = schema.safeParse(
    request.success && Array.isArray(request.data.params) ? request.data.params[0] : undefined,
  );
  return request.success && params.success && request.data.state === 'open'
    ? { status: 'ready', request: request.data, params: params.data }
    : { status: 'gone' };
}

/**
 * The open site request `id` a window answers, with its one stored parameter checked by `schema`; 'gone' when the
 * background no longer has it open or its parameter does not read (docs/extension.md#site-requests).
 */
export function useSiteRequest<T>(id: string | undefined, schema: z.ZodType<T>): LoadedRequest<T> {
  const [loaded, setLoaded] = useState<LoadedRequest<T>>(() =>
    id !== undefined && preloaded.has(id) ? loadedFrom(preloaded.get(id), schema) : { status: 'loading' },
  );
  const known = loaded.status !== 'loading';
  useEffect(() => {
    if (known) return;
    if (!id) return setLoaded({ status: 'gone' });
    void callBackground({ kind: 'getRequest', id }).then(
      (value) => setLoaded(loadedFrom(value, schema)),
      () => setLoaded({ status: 'gone' }),
    );
  }, [id, schema, known]);
  return loaded;
}
