import type { Address } from 'viem';
import type { DevChainClients } from './DevChainClients.ts';

export interface DeployContext {
  clients: DevChainClients;
  /** Owns every contract and may seal epochs. */
  owner: Address;
  /** Filled in by the steps, keyed by contract name (sfc, wftm, …). Later steps may read earlier entries. */
  contracts: Record<string, Address>;
}

/**
 * One unit of deployment. The devnet runs a list of these; later issues (fMint, AMM, governance) append
 * their own steps without touching the existing ones.
 */
export interface DeployStep {
  name: string;
  run(ctx: DeployContext): Promise<void>;
}
