import { validateMnemonic as scureValidateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';
import { normalizeMnemonic } from './normalizeMnemonic.ts';

/**
 * docs/wallets.md#restore-by-phrase: the corrected phrase must have 12 or 24 words and be a valid English
 * BIP39 mnemonic.
 */
export function validateMnemonic(text: string): Result<string> {
  const phrase = normalizeMnemonic(text);
  const words = phrase === '' ? 0 : phrase.split(' ').length;
  if (words !== 12 && words !== 24) return fail('MNEMONIC_WORD_COUNT', MESSAGES.mnemonicWordCount);
  if (!scureValidateMnemonic(phrase, wordlist)) return fail('MNEMONIC_INVALID', MESSAGES.mnemonicInvalid);
  return ok(phrase);
}
