import { validateBnbAddress } from '../send/validateBnbAddress.ts';
import { validateEthAddress } from '../send/validateEthAddress.ts';
import type { Result } from '../types/Result.ts';
import type { BridgeDirection } from './BRIDGE.ts';

/**
 * docs/bridge.md#recipient: the far address of a bridge send, checked for its chain: 'Enter a valid ETH address'
 * (a strict hex address) or 'Enter a valid BNB address' (42 characters, bnb prefix, not the exchange deposit
 * address that needs a memo).
 */
export function validateBridgeRecipient(direction: BridgeDirection, text: string): Result<string> {
  return direction === 'OperaToEthereum' ? validateEthAddress(text) : validateBnbAddress(text);
}
