/** The SFC lives at this address on every Fantom network, and on our devnet. */
export const sfcAddress = '0xfc00face00000000000000000000000000000000' as const;
