import type { SimulationLog } from '@fantom-wallet/core';
import { type Address, type Hex, hexToBigInt, numberToHex } from 'viem';
import { blockOverrides } from '../../chain/blockOverrides.ts';
import type { NextBlock } from '../../chain/NextBlock.ts';
import type { RpcClient } from '../../chain/RpcClient.ts';
import type { CallOutcome } from './CallOutcome.ts';
import type { CallFees } from './SimulationCall.ts';

/** A call as `eth_simulateV1` takes it: the account's own calls carry their fees and nonce, reads none. */
export interface NodeCall {
  from: Address;
  to: Address;
  value?: bigint;
  data: Hex;
  gas?: bigint | null;
  fees?: CallFees | null;
  nonce?: bigint | null;
}

interface SimulatedCallResult {
  status: Hex;
  returnData: Hex;
  gasUsed: Hex;
  logs?: SimulationLog[];
}

const quantity = (value: bigint | null | undefined) =>
  value === undefined || value === null ? undefined : numberToHex(value);

/** The transaction fields a node takes, with the fee fields as given (legacy or EIP-1559). */
export function rpcFields(call: Omit<NodeCall, 'to'> & { to: Address | null }) {
  const fields: Record<string, string> = { from: call.from, input: call.data };
  if (call.to !== null) fields.to = call.to;
  const entries: [string, bigint | null | undefined][] = [
    ['value', call.value !== undefined && call.value > 0n ? call.value : undefined],
    ['gas', call.gas],
    ['nonce', call.nonce],
    ...(call.fees === undefined || call.fees === null
      ? []
      : 'gasPrice' in call.fees
        ? [['gasPrice', call.fees.gasPrice] as [string, bigint]]
        : [
            ['maxFeePerGas', call.fees.maxFeePerGas] as [string, bigint],
            ['maxPriorityFeePerGas', call.fees.maxPriorityFeePerGas] as [string, bigint],
          ]),
  ];
  for (const [key, value] of entries) {
    const hex = quantity(value);
    if (hex !== undefined) fields[key] = hex;
  }
  return fields;
}

/**
 * Runs the calls in order as the block after `block.head`, with the fees, gas limits and nonces they carry, the
 * node's validation on (so the base fee is charged and seen) and FTM moves traced as Transfer logs
 * (docs/simulation.md#how-the-api-simulates).
 */
export async function runSimulateV1(
  rpc: RpcClient,
  block: NextBlock,
  calls: readonly NodeCall[],
): Promise<CallOutcome[]> {
  const [result] = await rpc.request<{ calls: SimulatedCallResult[] }[]>('eth_simulateV1', [
    {
      blockStateCalls: [{ blockOverrides: blockOverrides(block), calls: calls.map(rpcFields) }],
      traceTransfers: true,
      validation: true,
    },
    numberToHex(block.head),
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
