/** What a balance difference means to the user: how much left (`out`) or arrived (`in`); one of them is 0. */
export function balanceChange(before: bigint, after: bigint): { out: bigint; in: bigint } {
  return after >= before ? { out: 0n, in: after - before } : { out: before - after, in: 0n };
}
