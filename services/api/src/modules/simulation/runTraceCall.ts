import { NATIVE_TRANSFER_ADDRESS, type SimulationLog, TOKEN_EVENT_TOPICS } from '@fantom-wallet/core';
import { type Address, type Hex, hexToBigInt, numberToHex, pad } from 'viem';
import { blockOverrides } from '../../chain/blockOverrides.ts';
import type { NextBlock } from '../../chain/NextBlock.ts';
import type { RpcClient } from '../../chain/RpcClient.ts';
import type { CallOutcome } from './CallOutcome.ts';
import { rpcFields } from './runSimulateV1.ts';
import type { SimulationCall } from './SimulationCall.ts';
import type { Prestate } from './unpredictableReads.ts';

/** One frame of the `callTracer`: a call, a delegatecall, a creation… with the frames it opened. */
export interface Frame {
  type: string;
  from: Address;
  to?: Address;
  value?: Hex;
  input?: Hex;
  gasUsed: Hex;
  output?: Hex;
  error?: string;
  revertReason?: string;
  logs?: SimulationLog[];
  calls?: Frame[];
}

/** An FTM move in the same shape `eth_simulateV1` gives it, so one decoder reads both methods' answers. */
const ftmMove = (from: Address, to: Address, value: bigint): SimulationLog => ({
  address: NATIVE_TRANSFER_ADDRESS,
  topics: [TOKEN_EVENT_TOPICS.transfer, pad(from), pad(to)],
  data: numberToHex(value, { size: 32 }),
});

/** Logs and FTM moves of a frame and its children in execution order; nothing from a frame that reverted. */
function collect(frame: Frame, into: SimulationLog[]): void {
  if (frame.error !== undefined) return;
  const value = frame.value === undefined ? 0n : hexToBigInt(frame.value);
  // DELEGATECALL and STATICCALL carry no value of their own.
  if (value > 0n && frame.to !== undefined && (frame.type === 'CALL' || frame.type.startsWith('CREATE')))
    into.push(ftmMove(frame.from, frame.to, value));
  // Logs and subcalls interleave in reality; the tracer keeps them apart, and the net does not depend on order.
  for (const log of frame.logs ?? []) into.push({ address: log.address, topics: log.topics, data: log.data });
  for (const child of frame.calls ?? []) collect(child, into);
}

/**
 * One call traced with `debug_traceCall` and the `callTracer` (with logs), as the transaction that will be signed
 * and in the next block, like `eth_simulateV1` runs it: every frame it opened, for finding the code it ran.
 */
export function traceCall(
  rpc: RpcClient,
  block: NextBlock,
  from: Address,
  call: SimulationCall,
): Promise<Frame> {
  return rpc.request<Frame>('debug_traceCall', [
    rpcFields({ from, ...call }),
    numberToHex(block.head),
    { tracer: 'callTracer', tracerConfig: { withLog: true }, blockOverrides: blockOverrides(block) },
  ]);
}

/** The accounts one call touches, as they were before it (their code among it), with the `prestateTracer`. */
export function tracePrestate(
  rpc: RpcClient,
  block: NextBlock,
  from: Address,
  call: SimulationCall,
): Promise<Prestate> {
  return rpc.request<Prestate>('debug_traceCall', [
    rpcFields({ from, ...call }),
    numberToHex(block.head),
    { tracer: 'prestateTracer', blockOverrides: blockOverrides(block) },
  ]);
}

/**
 * What one traced call did, in the shape of a simulation's outcome: the way to simulate a contract creation, or
 * any call on a node without `eth_simulateV1` (docs/simulation.md#how-the-api-simulates).
 */
export function outcomeOfTrace(frame: Frame): CallOutcome {
  const logs: SimulationLog[] = [];
  collect(frame, logs);
  return {
    success: frame.error === undefined,
    returnData: frame.output ?? '0x',
    gasUsed: hexToBigInt(frame.gasUsed),
    logs,
    nodeReason: frame.error === undefined ? null : (frame.revertReason ?? null),
  };
}
