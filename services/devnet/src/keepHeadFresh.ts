import type { DevChainClients } from '@fantom-wallet/contracts';

/**
 * How long a devnet's head may stand still before it mines an empty block. Well under the 1200 s that swap and
 * liquidity deadlines add to the latest block's time (docs/funi.md#slippage), so a deadline is never already
 * past when its transaction is mined.
 */
export const HEAD_MAX_IDLE_MS = 5 * 60_000;

/**
 * How soon a block that carried transactions is followed by an empty one when nothing else comes. anvil answers a
 * send before it mines the block, and then mines nothing more; on a live chain the next block always comes. A
 * library that reads the receipt (not mined yet) and then the head (mined meanwhile) waits for the block after
 * that one: ethers v6's `wait()` did so forever (ethers-io/ethers.js#4224; services/devnet/README.md).
 */
export const FOLLOW_UP_MS = 1_000;

export interface KeepHeadFreshOptions {
  maxIdleMs?: number;
  /** Default FOLLOW_UP_MS; 0 never follows a block up. */
  followUpMs?: number;
  /** How often the head is looked at. Default a quarter of followUpMs, else a fifth of maxIdleMs. */
  checkMs?: number;
  /** Where the empty blocks are mined (the devnet's queue, so they never land inside a seal or a time jump). */
  enqueue: <T>(task: () => Promise<T>) => Promise<T>;
  log?: (line: string) => void;
}

/**
 * Keeps the head moving about as on a live chain, where blocks come every second or so. anvil mines only when asked:
 * - a chain loaded from a saved state starts with a head as old as the save, and a chain at rest keeps it, so
 *   "latest block time + 1200 s" could be in the past by the time a transaction is mined (the e2e stack saw
 *   `UniswapV2Router: EXPIRED` on a worker's chain loaded from a snapshot 33 minutes old). Mines an empty block at
 *   once when the head is older than `maxIdleMs` by the clock, then whenever no block has come for `maxIdleMs`.
 *   A head ahead of the clock (time travel) is left alone at start.
 * - a block with transactions is the last one until someone sends again: one empty block follows it after
 *   `followUpMs` when no other block came (FOLLOW_UP_MS).
 * Returns the function that stops it.
 */
export async function keepHeadFresh(
  clients: DevChainClients,
  options: KeepHeadFreshOptions,
): Promise<() => void> {
  const maxIdleMs = options.maxIdleMs ?? HEAD_MAX_IDLE_MS;
  const followUpMs = options.followUpMs ?? FOLLOW_UP_MS;
  // A follow-up block is quiet: one per transaction would flood the devnet's log.
  const mine = ({ at, quiet = false }: { at?: number; quiet?: boolean } = {}) =>
    options.enqueue(async () => {
      if (at !== undefined) await clients.test.setNextBlockTimestamp({ timestamp: BigInt(at) });
      await clients.test.mine({ blocks: 1 });
      if (!quiet) options.log?.('devnet: mined an empty block (the head had stood still)');
    });
  // At the clock's time, as anvil itself does for the next block of a loaded state.
  const head = await clients.public.getBlock();
  if (Number(head.timestamp) * 1000 < Date.now() - maxIdleMs)
    await mine({ at: Math.floor(Date.now() / 1000) });

  let lastNumber = await clients.public.getBlockNumber();
  let lastMoved = Date.now();
  let followUp = false;
  let checking = false;
  const timer = setInterval(
    () => {
      if (checking) return;
      checking = true;
      void (async () => {
        const number = await clients.public.getBlockNumber();
        if (number !== lastNumber) {
          lastNumber = number;
          lastMoved = Date.now();
          // Our own empty blocks carry nothing, so they are never followed up.
          followUp =
            followUpMs > 0 &&
            (await clients.public.getBlock({ blockNumber: number })).transactions.length > 0;
        } else if (followUp && Date.now() - lastMoved >= followUpMs) {
          followUp = false;
          await mine({ quiet: true });
          lastMoved = Date.now();
        } else if (Date.now() - lastMoved >= maxIdleMs) {
          await mine();
          lastMoved = Date.now();
        }
      })()
        .catch(() => undefined) // anvil stopping or busy: the next check tries again
        .finally(() => {
          checking = false;
        });
    },
    options.checkMs ?? (followUpMs > 0 ? followUpMs / 4 : maxIdleMs / 5),
  );
  timer.unref();
  return () => clearInterval(timer);
}
