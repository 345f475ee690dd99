import type { Deployment } from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import type { ApiContracts } from './ApiContracts.ts';

const lower = (address: Address | undefined): Address | undefined =>
  address?.toLowerCase() as Address | undefined;

/** The API's contract configuration from the devnet's deployment description. */
export function apiContractsFromDeployment(
  deployment: Pick<Deployment, 'contracts' | 'tokens'>,
): ApiContracts {
  const c = deployment.contracts;
  const contracts: ApiContracts = {
    tokens: deployment.tokens.map((t) => t.address.toLowerCase() as Address),
  };
  const entries: [keyof ApiContracts, Address | undefined][] = [
    ['sfc', lower(c.sfc)],
    ['stakeTokenizer', lower(c.stakeTokenizer)],
    ['sftm', lower(c.sftm)],
    ['wftm', lower(c.wftm)],
    ['stakerInfo', lower(c.stakerInfo)],
  ];
  for (const [key, value] of entries) if (value !== undefined) Object.assign(contracts, { [key]: value });
  return contracts;
}
