import { numberToHex } from 'viem';
import type { NextBlock } from './NextBlock.ts';

/**
 * The next block as a node's block overrides (`eth_simulateV1`, `debug_traceCall`, `eth_estimateGas`): number,
 * time, base fee and producer, so what a contract reads of its block is what the chain will say.
 */
export const blockOverrides = (block: NextBlock) => ({
  number: numberToHex(block.number),
  time: numberToHex(block.timestamp),
  baseFeePerGas: numberToHex(block.baseFee),
  feeRecipient: block.feeRecipient,
});
