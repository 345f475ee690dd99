import type { Address } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { GovernanceContractModel } from './models/GovernanceContractModel.ts';

/**
 * The governance contracts the network configures: its SFC governance (named like the public API's "Core and SFC"
 * entry) with its governable adapter. Empty when the network has none.
 */
export function governanceContracts(services: ApiServices): GovernanceContractModel[] {
  const { governance, governable } = services.config.contracts;
  if (governance === undefined || governable === undefined) return [];
  return [{ address: governance, name: 'Core and SFC', governable }];
}

export function findGovernance(services: ApiServices, address: Address): GovernanceContractModel | null {
  const wanted = address.toLowerCase();
  return governanceContracts(services).find((contract) => contract.address === wanted) ?? null;
}
