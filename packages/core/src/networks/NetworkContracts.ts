import type { Address } from '../types/Address.ts';

/**
 * Where a network's contracts live: the one place that knows contract addresses (as viem's chain definitions
 * carry theirs). The SFC is on every network; the others are absent where a network has none (mint and repay
 * sFTM then stop and say so). fMint, Uniswap, governance and the bridge add their fields when they land.
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
}
