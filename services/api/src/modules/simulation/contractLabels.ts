import type { NetworkContracts } from '@fantom-wallet/core';
import type { Address } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';
import { readFmintAddresses } from '../fmint/index.ts';

/** What the wallet calls each contract of the deployment (docs/simulation.md#calls). */
const NETWORK_LABELS: Readonly<Record<keyof NetworkContracts, string>> = {
  sfc: 'SFC',
  stakeTokenizer: 'Stake tokenizer',
  sftm: 'sFTM',
  wftm: 'WFTM',
  stakerInfo: 'Staker info',
  nameRegistry: 'Name registry',
  fMintAddressProvider: 'fMint address provider',
  fusd: 'fUSD',
  uniswapFactory: 'Uniswap factory',
  uniswapRouter: 'Uniswap router',
  governance: 'Governance',
  governable: 'Governance weights',
};

const FMINT_LABELS = {
  fantomMint: 'fMint',
  collateralPool: 'fMint collateral pool',
  debtPool: 'fMint debt pool',
  tokenRegistry: 'fMint token registry',
  priceOracle: 'fMint price oracle',
  rewardDistribution: 'fMint rewards',
} as const;

/** Labels of the deployment's contracts by lowercase address: the network's own, then fMint's parts. */
export async function contractLabels(services: ApiServices): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  for (const [key, label] of Object.entries(NETWORK_LABELS)) {
    const address = services.config.contracts[key as keyof NetworkContracts];
    if (address !== undefined) labels.set(address.toLowerCase(), label);
  }
  const fmint = await readFmintAddresses(services).catch(() => null);
  if (fmint !== null) {
    for (const [key, label] of Object.entries(FMINT_LABELS)) {
      const address = fmint[key as keyof typeof FMINT_LABELS] as Address | undefined;
      if (address !== undefined && !labels.has(address.toLowerCase()))
        labels.set(address.toLowerCase(), label);
    }
  }
  return labels;
}
