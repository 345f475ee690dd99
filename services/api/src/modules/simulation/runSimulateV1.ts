import type { SimulationLog } from '@fantom-wallet/core';
import { type Address, type Hex, hexToBigInt, numberToHex } from 'viem';
import type { RpcClient } from '../../chain/RpcClient.ts';
import type { CallOutcome } from './CallOutcome.ts';

/** A call as `eth_simulateV1` takes it. */
export interface NodeCall {
  from: Address;
  to: Address;
  value?: bigint;
  data: Hex;
  gas?: bigint | null;
}

interface SimulatedCallResult {
  status: Hex;
  returnData: Hex;
  gasUsed: Hex;
  logs?: SimulationLog[];
}

const toRpc = (call: NodeCall) => ({
  from: call.from,
  to: call.to,
  input: call.data,
  ...(call.value !== undefined && call.value > 0n ? { value: numberToHex(call.value) } : {}),
  ...(call.gas !== undefined && call.gas !== null ? { gas: numberToHex(call.gas) } : {}),
});

/**
 * Runs the calls in order in one simulated block on top of `block`, with FTM moves traced as Transfer logs
 * and without fee or nonce checks (the balance check is ours: docs/simulation.md#how-the-api-simulates).
 */
export async function runSimulateV1(
  rpc: RpcClient,
  block: bigint | 'latest',
  calls: readonly NodeCall[],
): Promise<CallOutcome[]> {
  const [result] = await rpc.request<{ calls: SimulatedCallResult[] }[]>('eth_simulateV1', [
    { blockStateCalls: [{ calls: calls.map(toRpc) }], traceTransfers: true, validation: false },
    typeof block === 'bigint' ? numberToHex(block) : block,
  ]);
  const results = result?.calls ?? [];
  if (results.length !== calls.length) throw new Error('eth_simulateV1 answered another number of calls');
  return results.map((call) => ({
    success: call.status === '0x1',
    returnData: call.returnData,
    gasUsed: hexToBigInt(call.gasUsed),
    logs: (call.logs ?? []).map(({ address, topics, data }) => ({ address, topics, data })),
    nodeReason: null,
  }));
}
