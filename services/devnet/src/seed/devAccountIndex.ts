/**
 * Which account (BIP-44 index of the development mnemonic) plays which part on the seeded devnet.
 * anvil unlocks the first `devAccountCount` of them, so the devnet sends from them without keys in Node.
 */
export const devAccountIndex = {
  owner: 0,
  alice: 1,
  bob: 2,
  carol: 3,
  dave: 4,
  faucet: 5,
  // Market makers of the Uniswap seed: they fund the pools and make the weeks of trading.
  trader1: 6,
  trader2: 7,
  trader3: 8,
  whale: 9,
  firstValidator: 10,
} as const;

export const devAccountCount = 20;
