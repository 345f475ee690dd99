import { abortableSleep, type RequestSender } from '@fantom-wallet/api-client';
import { TRANSACTION_TIMING } from '../TRANSACTION_TIMING.ts';
import { fetchTransactionStatus } from './fetchTransactionStatus.ts';

export interface WaitOptions {
  signal?: AbortSignal;
  pollMs?: number;
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * 'Verifying Transaction': checks `transaction(hash)` and waits 400 ms after each check
 * (docs/transactions.md#verification) until its status is decided, or reports 'timeout' after 120 s. A
 * failing query rejects (the 'Error' view).
 */
export async function waitForTransaction(
  transport: RequestSender,
  hash: `0x${string}`,
  options: WaitOptions = {},
): Promise<'success' | 'failed' | 'timeout'> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const deadline = now() + (options.timeoutMs ?? TRANSACTION_TIMING.verifyTimeoutMs);
  for (;;) {
    const status = await fetchTransactionStatus(transport, hash, options.signal);
    if (status === 'success') return 'success';
    if (status === 'error') return 'failed';
    if (now() >= deadline) return 'timeout';
    await sleep(options.pollMs ?? TRANSACTION_TIMING.pollMs, options.signal);
  }
}
