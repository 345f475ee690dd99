import type { DevChainClients } from '@fantom-wallet/contracts';
import { numberToHex } from 'viem';
import type { TradingWalk } from './planTradingWalk.ts';

interface RpcAnswer {
  id: number;
  result?: unknown;
  error?: { message: string };
}

// Gas prices far above anvil's base fee, which only falls during the walk (its blocks are nearly empty).
const maxFeePerGas = numberToHex(100_000_000_000n);

/**
 * Mines a planned walk at its made-up times without waiting for each transaction: automining is switched off,
 * each block's calls go to anvil as one JSON-RPC batch (anvil queues them in order: equal fees keep arrival
 * order), and `evm_mine` with the block's timestamp mines them together. Two requests per block instead of a
 * send-and-wait per transaction. Whether every call succeeded is checked afterwards against the plan's models.
 */
export async function mineTradingWalk(clients: DevChainClients, walk: TradingWalk): Promise<void> {
  const url = clients.public.chain.rpcUrls.default.http[0];
  if (url === undefined) throw new Error('the devnet clients have no RPC URL');
  let id = 1;
  const post = async (calls: { method: string; params: unknown[] }[]): Promise<unknown[]> => {
    const body = calls.map((call) => ({ jsonrpc: '2.0', id: id++, ...call }));
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answers = (await response.json()) as RpcAnswer[];
    return body.map((request) => {
      const answer = answers.find((a) => a.id === request.id);
      if (answer === undefined || answer.error !== undefined)
        throw new Error(`${request.method} failed: ${answer?.error?.message ?? 'no answer'}`);
      return answer.result;
    });
  };

  const nonces = new Map<string, number>();
  for (const from of new Set(walk.blocks.flatMap((b) => b.txs.map((t) => t.from)))) {
    nonces.set(from, await clients.public.getTransactionCount({ address: from }));
  }
  const nextNonce = (from: string): number => {
    const nonce = nonces.get(from) ?? 0;
    nonces.set(from, nonce + 1);
    return nonce;
  };
  await clients.test.setAutomine(false);
  try {
    for (const block of walk.blocks) {
      await post(
        block.txs.map((tx) => ({
          method: 'eth_sendTransaction',
          params: [
            {
              from: tx.from,
              to: tx.to,
              data: tx.data,
              gas: numberToHex(tx.gas),
              nonce: numberToHex(nextNonce(tx.from)),
              maxFeePerGas,
              maxPriorityFeePerGas: '0x0',
            },
          ],
        })),
      );
      await post([{ method: 'evm_mine', params: [numberToHex(block.timestamp)] }]);
    }
  } finally {
    await clients.test.setAutomine(true);
  }
}
