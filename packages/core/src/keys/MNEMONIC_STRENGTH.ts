/** docs/wallets.md#create: new wallets get 256 bits of entropy, i.e. 24 words. */
export const MNEMONIC_STRENGTH = 256;
