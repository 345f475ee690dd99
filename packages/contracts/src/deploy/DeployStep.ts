import type { NetworkContracts } from '@fantom-wallet/core';
import type { Address } from 'viem';
import type { DevChainClients } from './DevChainClients.ts';

export interface DeployContext {
  clients: DevChainClients;
  /** Owns every contract and may seal epochs. */
  owner: Address;
  /** Filled in by the steps as they place each contract. Later steps may read earlier entries. */
  contracts: Partial<NetworkContracts>;
}

/**
 * One unit of deployment. The devnet runs a list of these; later issues (fMint, AMM, governance) append
 * their own steps without touching the existing ones.
 */
export interface DeployStep {
  name: string;
  run(ctx: DeployContext): Promise<void>;
}
