import type { Address } from '../types/Address.ts';

/**
 * Where a network's contracts live: the one place that knows contract addresses (as viem's chain definitions
 * carry theirs). The SFC is on every network; the others are absent where a network has none (mint and repay
 * sFTM then stop and say so). The bridge adds its fields when it lands.
 *
 * The devnet's deployment file and the API's contract configuration use this type too.
 */
export interface NetworkContracts {
  /** The staking contract (validators, delegations, locks, rewards). */
  sfc: Address;
  /** Mints sFTM against locked delegations and redeems it. */
  stakeTokenizer?: Address;
  /** The liquid staking token. */
  sftm?: Address;
  /** Wrapped FTM (ERC-20), also the price source of the FTM pseudo-token. */
  wftm?: Address;
  /** Validator metadata: `getInfo(id)` returns the URL of a JSON file with name, website, contact and logo. */
  stakerInfo?: Address;
  /** The name registry that resolves names to addresses when sending. */
  nameRegistry?: Address;
  /**
   * fMint's address provider: the one fixed address of fMint, through which its core, pools, token registry,
   * price oracle and reward distribution are found (`getAddress(bytes32)` and typed getters).
   */
  fMintAddressProvider?: Address;
  /** The synthetic dollar fMint mints (also the DeFi screens' quote currency). */
  fusd?: Address;
  /** Uniswap V2 (fUNI): the factory that holds the pairs, and the router every swap and liquidity call goes to. */
  uniswapFactory?: Address;
  uniswapRouter?: Address;
  /** Governance: the contract votes go to, and the adapter that weighs votes by stake (`getTotalWeight`). */
  governance?: Address;
  governable?: Address;
}
