import type { Hex } from '@fantom-wallet/core';
import { hexToBytes } from 'viem/utils';

/** personal_sign's message as the window shows it: its text, or its bytes in hex when it is not plain text. */
export type MessageDisplay = { kind: 'text'; text: string } | { kind: 'hex'; hex: Hex };

/**
 * C0 and C1 control characters other than tab and line breaks, and the bidirectional overrides and isolates
 * (they can make a text read other than it is).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters this looks for
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * How the window shows `message` (docs/extension.md#signatures): text when it is valid UTF-8 without control
 * characters, else hex.
 */
export function messageDisplay(message: Hex): MessageDisplay {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(hexToBytes(message));
    if (text.length > 0 && !HIDDEN.test(text)) return { kind: 'text', text };
  } catch {
    // Not UTF-8: shown as hex.
  }
  return { kind: 'hex', hex: message };
}
