import { type Hex, size } from 'viem';
import { ApiError } from '../../errors/ApiError.ts';
import type { FwalletCall } from '../../generated/resolvers.ts';
import { SIMULATION_LIMITS } from './SIMULATION_LIMITS.ts';
import type { CallFees, SimulationCall } from './SimulationCall.ts';

function feesOf(call: FwalletCall, index: number): CallFees | null {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = call;
  const dynamic = maxFeePerGas !== undefined && maxFeePerGas !== null;
  const tip = maxPriorityFeePerGas !== undefined && maxPriorityFeePerGas !== null;
  if (gasPrice !== undefined && gasPrice !== null) {
    if (dynamic || tip)
      throw new ApiError(
        'INVALID_ARGUMENT',
        `calls[${index}]: give gasPrice or maxFeePerGas and maxPriorityFeePerGas, not both`,
      );
    return { gasPrice };
  }
  if (dynamic !== tip)
    throw new ApiError(
      'INVALID_ARGUMENT',
      `calls[${index}]: maxFeePerGas and maxPriorityFeePerGas go together`,
    );
  if (!dynamic || !tip) return null;
  if (maxPriorityFeePerGas > maxFeePerGas)
    throw new ApiError('INVALID_ARGUMENT', `calls[${index}].maxPriorityFeePerGas: larger than maxFeePerGas`);
  return { maxFeePerGas, maxPriorityFeePerGas };
}

/**
 * The calls of a request, or an INVALID_ARGUMENT error saying what is wrong: no calls, more than 8, data over
 * 128 KiB, mixed or half-given fee fields (malformed addresses and hex are refused by the scalars before this
 * runs).
 */
export function parseSimulationCalls(calls: readonly FwalletCall[]): SimulationCall[] {
  if (calls.length === 0) throw new ApiError('INVALID_ARGUMENT', 'calls: give at least one call to simulate');
  if (calls.length > SIMULATION_LIMITS.maxCalls)
    throw new ApiError(
      'INVALID_ARGUMENT',
      `calls: at most ${SIMULATION_LIMITS.maxCalls} calls per simulation`,
    );
  return calls.map((call, index) => {
    const data: Hex = call.data ?? '0x';
    if (size(data) > SIMULATION_LIMITS.maxDataBytes)
      throw new ApiError('INVALID_ARGUMENT', `calls[${index}].data: larger than 128 KiB`);
    return {
      to: call.to ?? null,
      value: call.value ?? 0n,
      data,
      gas: call.gas ?? null,
      fees: feesOf(call, index),
      nonce: call.nonce ?? null,
    };
  });
}
