import { type Address, getAddress } from 'viem';

/**
 * Where each contract lives on the devnet. The Fantom ones use their mainnet addresses (the wallet
 * hard-codes the SFC's and the API config names the others), placed with anvil_setCode; the test tokens
 * have recognisable made-up addresses. Fixed addresses mean nothing depends on deployment order.
 */
export const addresses = {
  sfc: getAddress('0xfc00face00000000000000000000000000000000'),
  stakeTokenizer: getAddress('0xc3e8459464a0e8fd08d767a16b5c211b45ac961f'),
  sftm: getAddress('0x69c744d3444202d35a2783929a0f930f2fbb05ad'),
  stakerInfo: getAddress('0x92ffad75b8a942d149621a39502cdd8ad1dd57b4'),
  wftm: getAddress('0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83'),
  raveNames: getAddress('0x6a403ffbbf8545ee0d99a63a72e5f335dfcae2bd'),
  tokenUsdc: getAddress('0x7e57000000000000000000000000000000000006'),
  tokenDai: getAddress('0x7e57000000000000000000000000000000000018'),
  tokenBtc: getAddress('0x7e57000000000000000000000000000000000008'),
} as const satisfies Record<string, Address>;
