import type { Address, NetworkDefinition } from '@fantom-wallet/core';

/** The network's tokenizer and sFTM token, or null where fluid staking has none (mint and repay then stop). */
export function fluidStakingContracts(
  network: NetworkDefinition,
): { tokenizer: Address; sftm: Address } | null {
  const { stakeTokenizer, sftm } = network.contracts;
  return stakeTokenizer && sftm ? { tokenizer: stakeTokenizer, sftm } : null;
}
