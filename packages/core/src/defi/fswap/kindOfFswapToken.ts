import { sameAddress } from '../../types/sameAddress.ts';
import { FSWAP } from './FSWAP.ts';
import type { FswapTokenKind } from './FswapTokenKind.ts';

/**
 * What a DeFi token is to fSwap (docs/fswap.md#pairs): the FTM pseudo-token by its address, WFTM by `canWrapFTM`,
 * FUSD by its symbol, other synths by `canMint`; null for anything fSwap does not offer (SFTM, test tokens).
 */
export function kindOfFswapToken(token: {
  address: string;
  symbol: string;
  canWrapFTM?: boolean;
  canMint?: boolean;
}): FswapTokenKind | null {
  if (sameAddress(token.address, FSWAP.ftmAddress)) return 'ftm';
  if (token.canWrapFTM === true) return 'wftm';
  if (token.symbol.toUpperCase() === 'FUSD') return 'fusd';
  if (token.canMint === true) return 'synth';
  return null;
}
