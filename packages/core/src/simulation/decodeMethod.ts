import { type Abi, decodeFunctionData, type Hex, size, slice } from 'viem';
import { SIMULATION_MESSAGES } from './SIMULATION_MESSAGES.ts';
import { tokenStandardAbi } from './tokenStandardAbi.ts';

/**
 * The name of the function a call's data invokes, looked up in `abis` then the token standards: 'FTM transfer'
 * without data, 'Contract creation' without a target, else 'Unknown method 0x…' with its selector
 * (docs/simulation.md#calls). Data must decode against the function's inputs to count as that function.
 */
export function decodeMethod(to: Hex | null, data: Hex, abis: readonly Abi[] = []): string {
  if (to === null) return SIMULATION_MESSAGES.contractCreation;
  if (size(data) === 0) return SIMULATION_MESSAGES.ftmTransfer;
  if (size(data) < 4) return SIMULATION_MESSAGES.unknownMethod(data.toLowerCase());
  for (const abi of [...abis, tokenStandardAbi as Abi]) {
    try {
      return decodeFunctionData({ abi, data }).functionName;
    } catch {
      // Not in this ABI, or its arguments do not decode.
    }
  }
  return SIMULATION_MESSAGES.unknownMethod(slice(data, 0, 4).toLowerCase());
}
