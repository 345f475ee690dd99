import { readFileSync } from 'node:fs';
import type { Deployment } from '@fantom-wallet/contracts';

/**
 * Reads a saved deployment description. Files written before the contract registry named the name registry
 * `raveNames`; they are read with today's name, so a kept chain keeps working.
 */
export function readDeployment(file: string): Deployment {
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Deployment & {
    contracts: Deployment['contracts'] & { raveNames?: Deployment['contracts']['sfc'] };
  };
  const { raveNames, ...contracts } = saved.contracts;
  return raveNames === undefined || contracts.nameRegistry !== undefined
    ? saved
    : { ...saved, contracts: { ...contracts, nameRegistry: raveNames } };
}
