import {
  type Abi,
  type AbiFunction,
  decodeFunctionData,
  type Hex,
  size,
  slice,
  toFunctionSelector,
  toFunctionSignature,
} from 'viem';
import { SIMULATION_MESSAGES } from './SIMULATION_MESSAGES.ts';
import { tokenStandardAbi } from './tokenStandardAbi.ts';

const NO_ABIS: readonly Abi[] = [];

/** The functions of `abis` then of the token standards, by selector, in that order; built once per ABI list. */
const indexes = new WeakMap<readonly Abi[], Map<string, AbiFunction[]>>();

function functionsBySelector(abis: readonly Abi[]): Map<string, AbiFunction[]> {
  let index = indexes.get(abis);
  if (index !== undefined) return index;
  index = new Map();
  for (const abi of [...abis, tokenStandardAbi as Abi]) {
    for (const item of abi) {
      if (item.type !== 'function') continue;
      const selector = toFunctionSelector(item);
      const known = index.get(selector);
      if (known === undefined) index.set(selector, [item]);
      else known.push(item);
    }
  }
  indexes.set(abis, index);
  return index;
}

/**
 * The function a call's data invokes, looked up in `abis` then the token standards: its name when the target is a
 * contract the network knows (`known`), else only what its selector looks like, 'looks like transfer(address,uint256)'
 * (any contract can give its functions those selectors); 'FTM transfer' without data, 'Contract creation' without a
 * target, else 'Unknown method 0x…' with its selector (docs/simulation.md#calls). Data must decode against the
 * function's inputs to count as that function. The functions are indexed by selector once per `abis` (pass the
 * same array each time): hashing every signature of every ABI on each call was most of the simulation's own time.
 */
export function decodeMethod(
  to: Hex | null,
  data: Hex,
  abis: readonly Abi[] = NO_ABIS,
  known = false,
): string {
  if (to === null) return SIMULATION_MESSAGES.contractCreation;
  if (size(data) === 0) return SIMULATION_MESSAGES.ftmTransfer;
  if (size(data) < 4) return SIMULATION_MESSAGES.unknownMethod(data.toLowerCase());
  const selector = slice(data, 0, 4).toLowerCase();
  for (const item of functionsBySelector(abis).get(selector) ?? []) {
    try {
      const { functionName } = decodeFunctionData({ abi: [item], data });
      return known ? functionName : SIMULATION_MESSAGES.looksLike(toFunctionSignature(item));
    } catch {
      // Its arguments do not decode as this function's.
    }
  }
  return SIMULATION_MESSAGES.unknownMethod(selector);
}
