/**
 * Runs async tasks one after another. Sealing, faucet payouts and time travel all send transactions and
 * move chain time; serialising them keeps a time jump from landing between a seal's estimate and its block.
 */
export function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
