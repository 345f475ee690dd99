import { NATIVE_TRANSFER_ADDRESS, type SimulationLog, TOKEN_EVENT_TOPICS } from '@fantom-wallet/core';
import { type Address, type Hex, hexToBigInt, numberToHex, pad } from 'viem';
import type { RpcClient } from '../../chain/RpcClient.ts';
import type { CallOutcome } from './CallOutcome.ts';
import type { SimulationCall } from './SimulationCall.ts';

interface Frame {
  type: string;
  from: Address;
  to?: Address;
  value?: Hex;
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
 * One call traced with `debug_traceCall` and the `callTracer` with logs: the way to simulate a contract creation,
 * or any call on a node without `eth_simulateV1` (docs/simulation.md#how-the-api-simulates).
 */
export async function runTraceCall(
  rpc: RpcClient,
  block: bigint | 'latest',
  from: Address,
  call: SimulationCall,
): Promise<CallOutcome> {
  const frame = await rpc.request<Frame>('debug_traceCall', [
    {
      from,
      ...(call.to === null ? {} : { to: call.to }),
      input: call.data,
      ...(call.value > 0n ? { value: numberToHex(call.value) } : {}),
      ...(call.gas === null ? {} : { gas: numberToHex(call.gas) }),
    },
    typeof block === 'bigint' ? numberToHex(block) : block,
    { tracer: 'callTracer', tracerConfig: { withLog: true } },
  ]);
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
