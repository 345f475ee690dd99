import { type Abi, decodeAbiParameters, decodeErrorResult, type Hex, hexToBigInt, size, slice } from 'viem';
import { SIMULATION_MESSAGES } from './SIMULATION_MESSAGES.ts';

const ERROR_SELECTOR = '0x08c379a0';
const PANIC_SELECTOR = '0x4e487b71';

/** Solidity's panic codes and what they mean. */
const PANIC_MEANINGS: Readonly<Record<string, string>> = {
  '0x01': 'assertion failed',
  '0x11': 'arithmetic overflow or underflow',
  '0x12': 'division or modulo by zero',
  '0x21': 'invalid enum value',
  '0x22': 'invalid storage byte array',
  '0x31': 'pop on an empty array',
  '0x32': 'array index out of bounds',
  '0x41': 'out of memory',
  '0x51': 'call to an invalid function',
};

const show = (value: unknown): string =>
  typeof value === 'bigint'
    ? value.toString()
    : Array.isArray(value)
      ? `[${value.map(show).join(', ')}]`
      : String(value);

/**
 * Why a call reverted, from its raw return data: `Error(string)`'s text, a Panic with its meaning, a custom
 * error of one of `abis` with its arguments, else 'custom error 0x…' with its selector
 * (docs/simulation.md#reverts). Never throws.
 */
export function decodeRevertReason(data: Hex, abis: readonly Abi[] = []): string {
  if (size(data) < 4) return SIMULATION_MESSAGES.noReason;
  const selector = slice(data, 0, 4).toLowerCase();
  try {
    if (selector === ERROR_SELECTOR) {
      const [text] = decodeAbiParameters([{ type: 'string' }], slice(data, 4));
      return text.length > 0 ? text : SIMULATION_MESSAGES.noReason;
    }
    if (selector === PANIC_SELECTOR && size(data) === 36) {
      const code = `0x${hexToBigInt(slice(data, 4)).toString(16).padStart(2, '0')}`;
      return SIMULATION_MESSAGES.panic(code, PANIC_MEANINGS[code]);
    }
  } catch {
    // Malformed Error(string) data: fall through to the selector.
  }
  for (const abi of abis) {
    try {
      const { abiItem, args } = decodeErrorResult({ abi, data });
      if (abiItem.type !== 'error') continue;
      if (abiItem.name === 'Error' || abiItem.name === 'Panic') continue;
      return `${abiItem.name}(${(args ?? []).map(show).join(', ')})`;
    } catch {
      // Not this ABI's error.
    }
  }
  return SIMULATION_MESSAGES.customError(selector);
}
