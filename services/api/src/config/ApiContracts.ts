import type { Address } from 'viem';

/**
 * Contract addresses the API reads, taken from the devnet's deployment description (or a network's
 * configuration). Only the SFC has a fixed address on every Fantom network.
 */
export interface ApiContracts {
  /** Defaults to 0xfc00face00000000000000000000000000000000. */
  sfc?: Address;
  stakeTokenizer?: Address;
  sftm?: Address;
  wftm?: Address;
  /** Validator metadata (`getInfo(id)` → JSON URL); without it `stakerInfo` is null. */
  stakerInfo?: Address;
  /** ERC20 contracts listed by `erc20TokenList` even before any transfer was indexed. */
  tokens?: readonly Address[];
  /** Token logos for `logoURL`, by lowercase address; others get `defaultTokenLogo`. */
  tokenLogos?: Readonly<Record<string, string>>;
  fMint?: Address;
  fMintAddressProvider?: Address;
  fMintTokenRegistry?: Address;
  fMintRewardDistribution?: Address;
  fMintCollateralPool?: Address;
  fMintDebtPool?: Address;
  priceOracleAggregate?: Address;
  uniswapCoreFactory?: Address;
  uniswapRouter?: Address;
}
