import { BRIDGE, BRIDGE_MESSAGES } from '@fantom-wallet/core';
import { create } from 'zustand';
import type { BridgeRequest } from '../../../storage/bridgeRequests/bridgeRequestSchema.ts';
import { useBridgeRequestsStore } from '../../../storage/bridgeRequests/useBridgeRequestsStore.ts';
import type { BridgeClient } from './bridgeClient.ts';

export type FinalizeProgress =
  | { status: 'queued' }
  | { status: 'finalizing'; attempt: number; lastError?: string }
  | { status: 'paid'; amount: bigint | undefined }
  | { status: 'failed'; lastError: string };

/** What the completing step and the start-up notices show, per swap uuid (memory only). */
export const useFinalizeProgress = create<{ progress: Record<string, FinalizeProgress> }>(() => ({
  progress: {},
}));

const setProgress = (uuid: string, progress: FinalizeProgress) =>
  useFinalizeProgress.setState((s) => ({ progress: { ...s.progress, [uuid]: progress } }));

export type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let queue: Promise<void> = Promise.resolve();
const queued = new Set<string>();

/**
 * Finalises one request (docs/bridge.md#finalising): attempt after attempt every 3000 ms, up to 50; paid → the
 * request is removed; 50 failures → it stays, marked failed, for a Retry.
 */
export async function finalizeRequest(
  request: BridgeRequest,
  client: BridgeClient,
  wait: Sleep = sleep,
): Promise<FinalizeProgress> {
  let lastError: string = BRIDGE_MESSAGES.codes[4];
  for (let attempt = 1; attempt <= BRIDGE.finalizeAttempts; attempt++) {
    setProgress(request.uuid, { status: 'finalizing', attempt, ...(attempt > 1 ? { lastError } : {}) });
    try {
      const result = await client.finalize({
        direction: request.direction,
        tokenUuid: request.tokenUuid,
        uuid: request.uuid,
        memo: request.memo,
      });
      if (result.status === 'paid') {
        const paid: FinalizeProgress = { status: 'paid', amount: result.amount };
        setProgress(request.uuid, paid);
        useBridgeRequestsStore.getState().remove(request.uuid);
        return paid;
      }
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      // Shown at once, while the next attempt is awaited ('Bridge is down' while it restarts, for one).
      setProgress(request.uuid, { status: 'finalizing', attempt, lastError });
    }
    if (attempt < BRIDGE.finalizeAttempts) await wait(BRIDGE.finalizeIntervalMs);
  }
  const failed: FinalizeProgress = { status: 'failed', lastError };
  setProgress(request.uuid, failed);
  useBridgeRequestsStore.getState().update(request.uuid, { state: 'failed' });
  return failed;
}

/** Queues a request; requests are finalised one at a time, in order, and a request is never queued twice. */
export function enqueueFinalize(
  request: BridgeRequest,
  client: BridgeClient,
  wait: Sleep = sleep,
): Promise<void> {
  if (queued.has(request.uuid)) return queue;
  queued.add(request.uuid);
  setProgress(request.uuid, { status: 'queued' });
  queue = queue
    .then(() => finalizeRequest(request, client, wait))
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => queued.delete(request.uuid));
  return queue;
}
