import { OPERA_MAINNET } from '@fantom-wallet/core';
import type { Address } from 'viem';

/**
 * Where each contract lives on the devnet. The Fantom ones sit at their mainnet addresses (placed with
 * anvil_setCode), taken from the mainnet network definition (fMint's address provider and FUSD, governance and
 * its governable adapter among them); the test tokens (0x7e57…) and fMint's other parts (0xdef1…) have
 * recognisable made-up addresses. Fixed addresses mean nothing depends on deployment order.
 */
export const addresses = {
  ...OPERA_MAINNET.contracts,
  tokenUsdc: '0x7e57000000000000000000000000000000000006',
  tokenDai: '0x7e57000000000000000000000000000000000018',
  tokenBtc: '0x7E57000000000000000000000000000000000008',
  // fMint's parts behind its address provider (mainnet resolves them at run time too), and a second synth.
  fMint: '0xdEf1000000000000000000000000000000000001',
  fMintCollateralPool: '0xDEF1000000000000000000000000000000000002',
  fMintDebtPool: '0xdef1000000000000000000000000000000000003',
  fMintTokenRegistry: '0xDef1000000000000000000000000000000000004',
  fMintPriceOracle: '0xdEF1000000000000000000000000000000000005',
  fMintRewardDistribution: '0xdeF1000000000000000000000000000000000006',
  feur: '0xdef1000000000000000000000000000000000e00',
  // Hostile contracts for the pre-sign simulation's tests (src/deploy/hostileDeploySteps.ts), and the drainer's owner.
  claimDrainer: '0xbaD0000000000000000000000000000000000d01',
  drainerOwner: '0xBAD0000000000000000000000000000000000d02',
  lookalikeUsdc: '0xbad0000000000000000000000000000000000006',
  // Tokens honest only where a careless simulation runs, one per value they watch (SimulationTrapToken.Trap),
  // the thief they pay, and a claim that drains through delegatecall.
  trapGasPrice: '0xbAd0000000000000000000000000000000000710',
  trapBaseFee: '0xbad0000000000000000000000000000000000711',
  trapGasLeft: '0xBAd0000000000000000000000000000000000712',
  trapBlockNumber: '0xbAd0000000000000000000000000000000000713',
  trapBlockTimestamp: '0xBAd0000000000000000000000000000000000714',
  trapCoinbase: '0xbAd0000000000000000000000000000000000715',
  trapOrigin: '0xBAd0000000000000000000000000000000000716',
  trapThief: '0xBAd0000000000000000000000000000000000D03',
  delegatingClaim: '0xbaD0000000000000000000000000000000000d04',
  drainLogic: '0xbAD0000000000000000000000000000000000d05',
} as const satisfies Record<string, Address>;
