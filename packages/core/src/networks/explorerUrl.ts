import type { NetworkDefinition } from './NetworkDefinition.ts';

/** Link to a transaction, address or validator in the network's explorer; undefined where there is none (devnet). */
export function explorerUrl(
  network: NetworkDefinition,
  kind: 'tx' | 'address' | 'validator',
  id: string,
): string | undefined {
  const explorer = network.explorer;
  if (!explorer) return undefined;
  const path =
    kind === 'tx' ? explorer.txPath : kind === 'address' ? explorer.addressPath : explorer.validatorPath;
  return `${explorer.url}${path}${id}`;
}
