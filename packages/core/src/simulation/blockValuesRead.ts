import { type Hex, hexToBytes } from 'viem';

/** A value the chain sets only when a transaction is mined, which a simulation can only guess. */
export type BlockValue = 'GAS_PRICE' | 'BASE_FEE' | 'BLOB_BASE_FEE' | 'COINBASE' | 'RANDOMNESS';

/** Every {@link BlockValue}, in the order they are listed. */
export const BLOCK_VALUES: readonly BlockValue[] = [
  'GAS_PRICE',
  'BASE_FEE',
  'BLOB_BASE_FEE',
  'COINBASE',
  'RANDOMNESS',
];

/** The opcodes that read them (GASPRICE, BASEFEE, BLOBBASEFEE, COINBASE, PREVRANDAO). */
const OPCODES: ReadonlyMap<number, BlockValue> = new Map([
  [0x3a, 'GAS_PRICE'],
  [0x48, 'BASE_FEE'],
  [0x4a, 'BLOB_BASE_FEE'],
  [0x41, 'COINBASE'],
  [0x44, 'RANDOMNESS'],
]);

const PUSH1 = 0x60;
const PUSH32 = 0x7f;
const JUMPDEST = 0x5b;
/** Instructions after which the next one runs only if something jumps to it: STOP, JUMP, RETURN, REVERT, INVALID, SELFDESTRUCT. */
const ENDS_FLOW = new Set([0x00, 0x56, 0xf3, 0xfd, 0xfe, 0xff]);

/**
 * The length of the code without the compiler's metadata: Solidity and Vyper end their code with a CBOR map whose
 * length is the last two bytes. Its bytes are data, not instructions.
 */
function instructionsEnd(code: Uint8Array): number {
  if (code.length < 2) return code.length;
  const length = ((code[code.length - 2] ?? 0) << 8) | (code[code.length - 1] ?? 0);
  const start = code.length - 2 - length;
  // A CBOR map of one to five entries (0xa1–0xa5).
  const head = code[start];
  return start >= 0 && head !== undefined && head >= 0xa1 && head <= 0xa5 ? start : code.length;
}

/**
 * A creation's init code without the constructor's arguments, which follow it as data: Solidity appends them to
 * its creation code, whose last bytes are the deployed code's metadata. `runtime` is the code the creation
 * returned; its metadata (the CBOR map and its length) is found in `input` and the init code ends after its last
 * copy. Without metadata in `runtime`, or none found, the whole input is returned.
 */
export function initCodeOf(input: Hex, runtime: Hex): Hex {
  const code = hexToBytes(runtime);
  const end = instructionsEnd(code);
  if (end === code.length) return input;
  const metadata = runtime.slice(2 + 2 * end).toLowerCase();
  const at = input.toLowerCase().lastIndexOf(metadata);
  // Hex offsets: an odd one is no byte boundary.
  return at < 2 || at % 2 !== 0 ? input : (input.slice(0, at + metadata.length) as Hex);
}

/**
 * The block values a contract's code can read (docs/simulation.md#what-a-simulation-cannot-predict). The code is
 * decoded as the EVM decodes it (push data skipped, the compiler's metadata left out), and an instruction counts
 * when it can run at all: at the start, after an instruction that goes on to the next, or at a jump destination.
 * Bytes after a STOP, RETURN, REVERT, INVALID or JUMP up to the next JUMPDEST can never run; compilers keep data
 * there (revert strings, for one). Reachable code counts even if this call's path did not reach it. In the order
 * of {@link BLOCK_VALUES}.
 */
export function blockValuesRead(code: Hex): BlockValue[] {
  const bytes = hexToBytes(code);
  const end = instructionsEnd(bytes);
  const found = new Set<BlockValue>();
  let reachable = true;
  for (let pc = 0; pc < end; pc++) {
    const op = bytes[pc] ?? 0;
    if (op === JUMPDEST) reachable = true;
    if (reachable) {
      const value = OPCODES.get(op);
      if (value !== undefined) found.add(value);
      if (ENDS_FLOW.has(op)) reachable = false;
    }
    if (op >= PUSH1 && op <= PUSH32) pc += op - PUSH1 + 1;
  }
  return BLOCK_VALUES.filter((value) => found.has(value));
}
