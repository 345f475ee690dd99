import { afterEach, describe, expect, it } from 'vitest';
import { HeadTracker } from './HeadTracker.ts';
import type { RpcClient } from './RpcClient.ts';

/** A node whose eth_blockNumber answers with `head`, throws when `down`, or never settles when `hung`. */
function fakeNode() {
  const node = { head: 5, down: false, hung: false };
  const rpc = {
    request: () =>
      node.hung
        ? new Promise(() => undefined)
        : node.down
          ? Promise.reject(new Error('refused'))
          : Promise.resolve(`0x${node.head.toString(16)}`),
  } as unknown as RpcClient;
  return { node, rpc };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('HeadTracker', () => {
  let tracker: HeadTracker | undefined;
  afterEach(() => tracker?.stop());

  it('caches per head while the node answers, and stops caching once it has been silent too long', async () => {
    const { node, rpc } = fakeNode();
    let now = 1_000;
    tracker = new HeadTracker(rpc, 5, 2_000, () => now);
    tracker.start();
    await tick();
    const key = tracker.key();
    expect(key).toBeDefined();
    expect(tracker.isResponsive()).toBe(true);
    node.hung = true;
    await tick();
    now += 1_000;
    expect(tracker.key()).toBe(key);
    expect(tracker.isResponsive()).toBe(true);
    now += 1_500;
    expect(tracker.key()).toBeUndefined();
    expect(tracker.isResponsive()).toBe(false);
  });

  it('is unresponsive as soon as a poll fails, and responsive again on the next answer', async () => {
    const { node, rpc } = fakeNode();
    tracker = new HeadTracker(rpc, 5);
    expect(tracker.isResponsive()).toBe(true);
    tracker.start();
    await tick();
    node.down = true;
    await tick();
    expect(tracker.isResponsive()).toBe(false);
    node.down = false;
    await tick();
    expect(tracker.isResponsive()).toBe(true);
  });
});
