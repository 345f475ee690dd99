import type { TokenIdentity } from '../chainText/createLookalikeCheck.ts';
import { FSWAP } from '../defi/fswap/FSWAP.ts';
import type { NetworkDefinition } from './NetworkDefinition.ts';

/**
 * The native coin and the tokens the network registry knows, under the names they go by on Fantom
 * (SECURITY.md#look-alike-tokens): any other token that reads like one of these is a look-alike. The native coin
 * stands at the address DeFi lists give it (the FTM pseudo-token), which no ERC-20 contract can have.
 */
export function registryTokens(
  network: Pick<NetworkDefinition, 'nativeCurrency' | 'contracts'>,
): TokenIdentity[] {
  const { wftm, sftm, fusd } = network.contracts;
  const tokens: TokenIdentity[] = [
    { address: FSWAP.ftmAddress, symbol: network.nativeCurrency.symbol, name: network.nativeCurrency.name },
  ];
  if (wftm !== undefined) tokens.push({ address: wftm, symbol: 'WFTM', name: 'Wrapped Fantom' });
  if (sftm !== undefined) tokens.push({ address: sftm, symbol: 'sFTM', name: 'Staked FTM' });
  if (fusd !== undefined) tokens.push({ address: fusd, symbol: 'FUSD', name: 'Fantom USD' });
  return tokens;
}
