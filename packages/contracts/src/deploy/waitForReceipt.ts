import { type Hash, type PublicClient, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem';

/**
 * Waits for a transaction's receipt by asking for the receipt itself every `pollingInterval` ms.
 *
 * viem's `waitForTransactionReceipt` looks again only when a new block arrives. anvil can report a block
 * before the receipt of its transaction can be read, and on an idle automining chain no further block
 * comes: that wait then hangs until its 180 s timeout (seen in CI: a faucet payout). Polling the receipt
 * does not depend on anyone mining after us.
 */
export async function waitForReceipt(
  client: Pick<PublicClient, 'getTransactionReceipt'>,
  hash: Hash,
  { pollingInterval = 20, timeoutMs = 60_000 }: { pollingInterval?: number; timeoutMs?: number } = {},
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
    if (Date.now() > deadline) throw new Error(`no receipt for ${hash} after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, pollingInterval));
  }
}
