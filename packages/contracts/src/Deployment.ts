import type { NetworkContracts } from '@fantom-wallet/core';
import type { Address } from 'viem';
import type { TestTokenInfo } from './testTokens.ts';

export interface ValidatorMetadata {
  name: string;
  website: string;
  contact: string;
  /** A data: URL (SVG), so logos work with no network. */
  logoUrl: string;
}

export interface DeployedValidator extends ValidatorMetadata {
  id: number;
  auth: Address;
  /** Wei as a decimal string (JSON has no bigint). */
  selfStake: string;
  lockDays: number;
  /** SFC status bits after seeding: 0 OK, 1 withdrawn, 8 offline, 128 cheater. */
  status: number;
  role: 'normal' | 'offline' | 'cheater' | 'atLimit' | 'zeroStake';
}

export interface DevAccount {
  role: string;
  /** BIP-44 index under m/44'/60'/0'/0 of the development mnemonic. */
  index: number;
  address: Address;
}

/** The states the governance seed leaves proposals in (status 0 is split by whether voting began or anyone voted). */
export type SeededProposalState =
  | 'openVoted'
  | 'openUnvoted'
  | 'notStarted'
  | 'resolved'
  | 'failed'
  | 'canceled'
  | 'executionExpired';

/** What a deployed and seeded devnet contains; written next to the chain state as deployment.json. */
export interface Deployment {
  chainId: number;
  /** The PUBLIC development mnemonic; local use only. */
  mnemonic: string;
  owner: Address;
  faucet: Address;
  /** The same type as a network definition's contracts (the runtime configuration passes them on). */
  contracts: NetworkContracts;
  tokens: readonly TestTokenInfo[];
  validators: DeployedValidator[];
  accounts: DevAccount[];
  /** Names registered in the name registry, upper-case, with their owners. */
  names: { name: string; owner: Address }[];
  /** Governance proposal ids by the state the seed left them in; absent on chains seeded before governance. */
  proposals?: Record<SeededProposalState, number[]>;
}
