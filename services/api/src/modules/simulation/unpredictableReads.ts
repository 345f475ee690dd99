import { BLOCK_VALUES, type BlockValue, blockValuesRead, initCodeOf } from '@fantom-wallet/core';
import { type Address, getAddress, type Hex } from 'viem';
import type { FwalletUnpredictableRead } from '../../generated/resolvers.ts';
import type { Frame } from './runTraceCall.ts';

/** The `prestateTracer`'s answer: every account the call touched as it was before, its code among it. */
export type Prestate = Record<string, { code?: Hex }>;

/**
 * The code each frame ran, by the contract it ran as: a creation runs its init code (without the constructor's
 * arguments appended to it, which are data) and leaves what it returned.
 */
function codeRan(frame: Frame, prestate: Prestate, into: { contract: Address; code: Hex }[]): void {
  if (frame.type.startsWith('CREATE')) {
    const contract = frame.to ?? frame.from;
    const output = frame.output ?? '0x';
    into.push({ contract, code: initCodeOf(frame.input ?? '0x', output) }, { contract, code: output });
  } else if (frame.to !== undefined) {
    // A delegatecall runs the code at `to` in the caller's storage; it is `to`'s code that reads the block.
    const code = prestate[frame.to.toLowerCase()]?.code;
    if (code !== undefined) into.push({ contract: frame.to, code });
  }
  for (const child of frame.calls ?? []) codeRan(child, prestate, into);
}

/**
 * The contracts a traced call ran whose code reads a value the chain sets only when the transaction is mined
 * (docs/simulation.md#what-a-simulation-cannot-predict): the gas price, the base fee, the block's producer or
 * randomness. A contract can behave one way in a simulation and another on chain on such a value; the
 * simulation runs with the expected ones, but cannot promise them. `frame` is the call's `callTracer` answer
 * (which code ran), `prestate` its `prestateTracer` answer (that code); contracts the call created count by the
 * code they ran.
 */
export function unpredictableReads(frame: Frame, prestate: Prestate): FwalletUnpredictableRead[] {
  const ran: { contract: Address; code: Hex }[] = [];
  codeRan(frame, prestate, ran);
  const byContract = new Map<Address, Set<BlockValue>>();
  for (const { contract, code } of ran) {
    const values = blockValuesRead(code);
    if (values.length === 0) continue;
    const key = getAddress(contract);
    const known = byContract.get(key) ?? new Set<BlockValue>();
    for (const value of values) known.add(value);
    byContract.set(key, known);
  }
  return [...byContract].map(([contract, values]) => ({
    contract,
    values: BLOCK_VALUES.filter((value) => values.has(value)),
  }));
}
