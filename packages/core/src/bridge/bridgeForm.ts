import type { SendDirection } from './BRIDGE.ts';

/** The contact picker's mode for a direction: contacts of that chain only. */
export function contactPickerMode(direction: SendDirection): 'fantom' | 'ethereum' | 'binance' {
  if (direction === 'OperaToEthereum') return 'ethereum';
  if (direction === 'OperaToBinance') return 'binance';
  return 'fantom';
}

/** docs/bridge.md#memo: a memo only when not sending to Ethereum and not sending a token. */
export function showsMemo(direction: SendDirection, isToken: boolean): boolean {
  return direction !== 'OperaToEthereum' && !isToken;
}

/** 'You will receive': the amount less the bridge's fee, never below zero. */
export function bridgeReceived(amount: bigint, fee: bigint): bigint {
  return amount > fee ? amount - fee : 0n;
}
