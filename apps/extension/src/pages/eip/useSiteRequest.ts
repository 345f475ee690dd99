import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { type PendingRequestView, pendingRequestViewSchema } from '../../protocol/internalMessages.ts';
import { callBackground } from '../callBackground.ts';

export type LoadedRequest<T> =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'ready'; request: PendingRequestView; params: T };

/**
 * The open site request `id` a window answers, with its one stored parameter checked by `schema`; 'gone' when the
 * background no longer has it open or its parameter does not read (docs/extension.md#site-requests).
 */
export function useSiteRequest<T>(id: string | undefined, schema: z.ZodType<T>): LoadedRequest<T> {
  const [loaded, setLoaded] = useState<LoadedRequest<T>>({ status: 'loading' });
  useEffect(() => {
    if (!id) return setLoaded({ status: 'gone' });
    void callBackground({ kind: 'getRequest', id }).then(
      (value) => {
        const request = pendingRequestViewSchema.safeParse(value);
        const params = schema.safeParse(
          request.success && Array.isArray(request.data.params) ? request.data.params[0] : undefined,
        );
        setLoaded(
          request.success && params.success && request.data.state === 'open'
            ? { status: 'ready', request: request.data, params: params.data }
            : { status: 'gone' },
        );
      },
      () => setLoaded({ status: 'gone' }),
    );
  }, [id, schema]);
  return loaded;
}
