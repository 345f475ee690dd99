import { batchReaderArtifact } from '@fantom-wallet/contracts';
import {
  type Address,
  concat,
  decodeAbiParameters,
  encodeAbiParameters,
  type Hex,
  parseAbiParameters,
} from 'viem';
import type { RpcClient } from './RpcClient.ts';

/** A read of one 32-byte word: `data` called on `to`. */
export interface WordRead {
  to: Address;
  data: Hex;
}

export interface ManyRead {
  /** Each read's answer (one 32-byte word), or null when its target reverted, has no code or answered less. */
  words: (Hex | null)[];
  /** Whether each account had code. */
  hasCode: boolean[];
}

/** Reads per `eth_call`: at BatchReader's 100,000 gas a read, a chunk stays within any node's call gas cap. */
const CHUNK = 100;

const ARGUMENTS = parseAbiParameters('address[] targets, bytes[] calls, address[] accounts');
const ANSWERS = parseAbiParameters('bool[] answered, bytes32[] words, bool[] hasCode');

function readChunk(rpc: RpcClient, at: Hex, reads: readonly WordRead[], accounts: readonly Address[]) {
  const data = concat([
    batchReaderArtifact.bytecode,
    encodeAbiParameters(ARGUMENTS, [reads.map((r) => r.to), reads.map((r) => r.data), [...accounts]]),
  ]);
  return rpc.request<Hex>('eth_call', [{ data }, at]).then((answer) => {
    const [answered, words, hasCode] = decodeAbiParameters(ANSWERS, answer);
    return { words: words.map((word, i) => (answered[i] ? word : null)), hasCode: [...hasCode] };
  });
}

/**
 * Many one-word reads and code checks at block `at` in as few node calls as they fit: BatchReader's creation
 * code runs them all inside one `eth_call` per chunk of {@link CHUNK} (contracts/reads/BatchReader.sol), and the
 * chunks leave in the same tick, so the batching client sends them as one request. A node failure is thrown; a
 * target's own failure is a null answer.
 */
export async function readMany(
  rpc: RpcClient,
  at: Hex,
  reads: readonly WordRead[],
  accounts: readonly Address[],
): Promise<ManyRead> {
  const chunks: Promise<ManyRead>[] = [];
  for (let start = 0; start < Math.max(reads.length, accounts.length); start += CHUNK)
    chunks.push(readChunk(rpc, at, reads.slice(start, start + CHUNK), accounts.slice(start, start + CHUNK)));
  const answers = await Promise.all(chunks);
  return {
    words: answers.flatMap((answer) => answer.words),
    hasCode: answers.flatMap((answer) => answer.hasCode),
  };
}
