import { generateMnemonic as scureGenerateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { MNEMONIC_STRENGTH } from './MNEMONIC_STRENGTH.ts';

/**
 * A new 24-word English BIP39 mnemonic (docs/wallets.md#create), from the platform's secure random source.
 */
export function generateMnemonic(): string {
  return scureGenerateMnemonic(wordlist, MNEMONIC_STRENGTH);
}
