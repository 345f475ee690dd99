/** spec 1 §9: new wallets get 256 bits of entropy, i.e. 24 words. */
export const MNEMONIC_STRENGTH = 256;
