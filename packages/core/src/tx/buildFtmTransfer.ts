import { stringToHex } from 'viem';
import type { Address } from '../types/Address.ts';
import type { TransactionCall } from './TransactionCall.ts';

/** A plain FTM send; the optional memo travels as UTF-8 data (docs/send.md#memo). */
export function buildFtmTransfer(to: Address, value: bigint, memo?: string): TransactionCall {
  return { to, value, data: memo ? stringToHex(memo) : '0x' };
}
