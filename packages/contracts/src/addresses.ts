import { OPERA_MAINNET } from '@fantom-wallet/core';
import type { Address } from 'viem';

/**
 * Where each contract lives on the devnet. The Fantom ones sit at their mainnet addresses (placed with
 * anvil_setCode), taken from the mainnet network definition; the test tokens have recognisable made-up
 * addresses. Fixed addresses mean nothing depends on deployment order.
 */
export const addresses = {
  ...OPERA_MAINNET.contracts,
  tokenUsdc: '0x7e57000000000000000000000000000000000006',
  tokenDai: '0x7e57000000000000000000000000000000000018',
  tokenBtc: '0x7E57000000000000000000000000000000000008',
} as const satisfies Record<string, Address>;
