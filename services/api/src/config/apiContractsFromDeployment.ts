import type { Deployment } from '@fantom-wallet/contracts';
import type { ApiContracts } from './ApiContracts.ts';

/** The API's contract configuration from the devnet's deployment description (whose contracts are NetworkContracts). */
export function apiContractsFromDeployment(
  deployment: Pick<Deployment, 'contracts' | 'tokens'>,
): ApiContracts {
  return { network: deployment.contracts, tokens: deployment.tokens.map((token) => token.address) };
}
