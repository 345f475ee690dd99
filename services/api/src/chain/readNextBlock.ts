import { type Address, type Hex, hexToBigInt } from 'viem';
import type { NextBlock } from './NextBlock.ts';
import type { RpcClient } from './RpcClient.ts';

interface RpcBlock {
  number: Hex;
  timestamp: Hex;
  miner: Address;
  gasLimit: Hex;
  baseFeePerGas?: Hex;
}

/**
 * The node's clock in seconds: the time of the block it would mine now (its pending block, the head's next), which
 * counts the node's time travel and a clock that is not the wall clock (a devnet started at a seeded genesis).
 * A node without a pending block of its own (one that answers with its head, or not at all) runs on the wall
 * clock, as a live network does.
 */
function nodeClock(head: bigint, pending: RpcBlock | null, now: () => number): bigint {
  if (pending?.number && pending.timestamp && hexToBigInt(pending.number) === head + 1n)
    return hexToBigInt(pending.timestamp);
  return BigInt(Math.floor(now() / 1000));
}

/**
 * The head and the block after it, read together in one batch: the head itself, the node's pending block (its
 * time is the node's clock), the node's fee history (its last base fee is the next block's) and gas price. A node
 * without a base fee (before London) has none to predict.
 */
export async function readNextBlock(rpc: RpcClient, now: () => number = Date.now): Promise<NextBlock> {
  const [block, pending, history, gasPrice] = await Promise.all([
    rpc.request<RpcBlock>('eth_getBlockByNumber', ['latest', false]),
    rpc.request<RpcBlock | null>('eth_getBlockByNumber', ['pending', false]).catch(() => null),
    rpc
      .request<{ oldestBlock: Hex; baseFeePerGas?: Hex[] }>('eth_feeHistory', ['0x1', 'latest', []])
      .catch(() => null),
    rpc.request<Hex>('eth_gasPrice'),
  ]);
  const head = hexToBigInt(block.number);
  const headTime = hexToBigInt(block.timestamp);
  // The history must be of the same head: a block mined between the two reads moves its window.
  const fees =
    history !== null && hexToBigInt(history.oldestBlock) === head ? history.baseFeePerGas : undefined;
  const predicted = fees?.[fees.length - 1] ?? block.baseFeePerGas;
  return {
    head,
    number: head + 1n,
    // A second after the head's, or the node's clock when that is later. A node may still mine it in the head's
    // own second (anvil does); the later time is the one that writes more (a pair's price accumulators), so an
    // estimate made as this block is enough either way.
    timestamp: [headTime + 1n, nodeClock(head, pending, now)].reduce((a, b) => (a > b ? a : b)),
    baseFee: predicted === undefined ? 0n : hexToBigInt(predicted),
    feeRecipient: block.miner,
    gasLimit: hexToBigInt(block.gasLimit),
    gasPrice: hexToBigInt(gasPrice),
  };
}
