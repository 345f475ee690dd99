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

function readChunk(rpc: RpcClient, at: Hex, data: Hex) {
  return rpc.request<Hex>('eth_call', [{ data }, at]).then((answer) => {
    const [answered, words, hasCode] = decodeAbiParameters(ANSWERS, answer);
    return { words: words.map((word, i) => (answered[i] ? word : null)), hasCode: [...hasCode] };
  });
}

/**
 * The calldata of {@link readMany}'s calls, one per chunk of {@link CHUNK}: BatchReader's creation code and the
 * reads as its constructor's arguments. It does not depend on the block, so reads asked again at every new block
 * can be encoded once and sent with {@link readPrepared}.
 */
export function prepareReads(reads: readonly WordRead[], accounts: readonly Address[]): Hex[] {
  const chunks: Hex[] = [];
  for (let start = 0; start < Math.max(reads.length, accounts.length); start += CHUNK) {
    const part = reads.slice(start, start + CHUNK);
    chunks.push(
      concat([
        batchReaderArtifact.bytecode,
        encodeAbiParameters(ARGUMENTS, [
          part.map((r) => r.to),
          part.map((r) => r.data),
          accounts.slice(start, start + CHUNK),
        ]),
      ]),
    );
  }
  return chunks;
}

/** The reads of {@link prepareReads} at block `at`, as {@link readMany} answers them. */
export async function readPrepared(rpc: RpcClient, at: Hex, chunks: readonly Hex[]): Promise<ManyRead> {
  const answers = await Promise.all(chunks.map((data) => readChunk(rpc, at, data)));
  return {
    words: answers.flatMap((answer) => answer.words),
    hasCode: answers.flatMap((answer) => answer.hasCode),
  };
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
  return readPrepared(rpc, at, prepareReads(reads, accounts));
}
