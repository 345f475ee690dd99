// 'viem/utils', not the 'viem' barrel: this module is in the wallet's first load, and a barrel there lets a lazy
// chunk that takes viem's whole namespace (WalletConnect's SDK) pull all of viem into that first load.
import { getAddress, isAddress } from 'viem/utils';
import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import type { Blockchain } from './Blockchain.ts';
import { MESSAGES } from './MESSAGES.ts';

/**
 * docs/contacts.md#address, by chain. fantom and ethereum: strict hex (0x + 40 hex digits) whose EIP-55
 * checksum must hold when the text mixes cases; the value returned is checksummed. binance: 42 characters
 * starting with 'bnb'. Message: 'Not valid {chain} address'.
 */
export function validateAddress(text: string, blockchain: Blockchain = 'fantom'): Result<string> {
  const value = text.trim();
  if (blockchain === 'binance') {
    return value.length === 42 && value.startsWith('bnb')
      ? ok(value)
      : fail('ADDRESS_INVALID', MESSAGES.notValidAddress(blockchain));
  }
  if (!isAddress(value, { strict: false }))
    return fail('ADDRESS_INVALID', MESSAGES.notValidAddress(blockchain));
  const body = value.slice(2);
  const checksummed = getAddress(value);
  // EIP-55: all lower or all upper case carries no checksum; mixed case must match it exactly
  const singleCase = body === body.toLowerCase() || body === body.toUpperCase();
  return singleCase || checksummed === value
    ? ok(checksummed)
    : fail('ADDRESS_CHECKSUM', MESSAGES.notValidAddress(blockchain));
}
