const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Resolves after the event loop has read the sockets once more, so requests that arrived while this one was
 * being handled are read and, when a cache answers them, answered first. The embedded database runs each
 * statement on this thread for as long as it takes (a history page ~5 ms of WebAssembly): without this, a
 * balance read that the per-block cache answers in microseconds waits behind it.
 *
 * Two turns: called from a socket's callback, the first immediate runs in the same loop turn, before the
 * next poll; the second runs after it.
 */
export async function yieldToWaitingRequests(): Promise<void> {
  await nextTurn();
  await nextTurn();
}
