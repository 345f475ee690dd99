/**
 * Gas for sealing transactions. anvil estimates before the block's timestamp is fixed, so after a time jump
 * the estimate can miss the reward branch; a fixed generous limit avoids out-of-gas seals.
 */
export const sealGas = 10_000_000n;
