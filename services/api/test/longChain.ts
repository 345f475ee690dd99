import type { AnvilInstance } from '@fantom-wallet/devnet';

/** A JSON-RPC call to a test node (tests only). */
export async function rpcCall<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error !== undefined) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/**
 * A transfer from one of anvil's unlocked accounts, answered once it is mined (`eth_sendTransactionSync`). With
 * automine on, anvil answers a plain `eth_sendTransaction` as the transaction enters its pool and mines it a moment
 * later: in 500 sends here, 61 answers came while the receipt was still null and the head had not moved. A test that
 * reads the head, snapshots, reverts or reorgs right after such a send acts on a chain that is about to grow.
 */
export async function sendMined(
  rpcUrl: string,
  tx: { from: string | undefined; to: string | undefined; value?: bigint },
): Promise<{ transactionHash: `0x${string}`; blockNumber: number }> {
  const receipt = await rpcCall<{ transactionHash: `0x${string}`; blockNumber: `0x${string}` }>(
    rpcUrl,
    'eth_sendTransactionSync',
    [{ from: tx.from, to: tx.to, value: `0x${(tx.value ?? 1n).toString(16)}` }],
  );
  return { transactionHash: receipt.transactionHash, blockNumber: Number(receipt.blockNumber) };
}

export interface LongChain {
  /** The account every transaction pays. */
  recipient: `0x${string}`;
  /** Transactions to `recipient` in each block that has any (from different senders). */
  perBlock: number;
  /** Blocks holding transactions to `recipient`. */
  blocksWithTransactions: number;
  head: number;
}

/**
 * Grows a fresh anvil into a chain worth catching up on: `groups` blocks of `perBlock` transfers to one
 * recipient, each followed by `gap` empty blocks. Because every such block holds exactly `perBlock`
 * transfers to the recipient, a history read that shows a block with fewer exposes a half-written block.
 */
export async function buildLongChain(
  anvil: AnvilInstance,
  { groups, perBlock, gap }: { groups: number; perBlock: number; gap: number },
): Promise<LongChain> {
  const rpc = <T>(method: string, params: unknown[] = []) => rpcCall<T>(anvil.rpcUrl, method, params);
  const accounts = await rpc<`0x${string}`[]>('eth_accounts');
  const recipient = accounts[9];
  if (recipient === undefined || accounts.length < perBlock) throw new Error('not enough dev accounts');
  await rpc('evm_setAutomine', [false]);
  for (let g = 0; g < groups; g++) {
    await Promise.all(
      accounts
        .slice(0, perBlock)
        .map((from) =>
          rpc('eth_sendTransaction', [{ from, to: recipient, value: `0x${(g + 1).toString(16)}` }]),
        ),
    );
    await rpc('evm_mine');
    if (gap > 0) await rpc('anvil_mine', [`0x${gap.toString(16)}`]);
  }
  await rpc('evm_setAutomine', [true]);
  const head = Number(await rpc<string>('eth_blockNumber'));
  return { recipient, perBlock, blocksWithTransactions: groups, head };
}
