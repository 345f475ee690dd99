/**
 * A fresh withdraw request id (the wallet picks it; it must be unused). A random 53-bit unsigned value,
 * never 0, so it survives hex round trips and even a JavaScript number without precision loss (the
 * original's large ids broke when parsed as floats).
 */
export function generateWithdrawRequestId(): bigint {
  const words = globalThis.crypto.getRandomValues(new Uint32Array(2));
  const high = BigInt((words[0] ?? 0) & 0x1f_ffff);
  const id = (high << 32n) | BigInt(words[1] ?? 0);
  return id === 0n ? 1n : id;
}
