import type { NetworkContracts } from '@fantom-wallet/core';
import type { Address } from 'viem';
import type { PriceSource } from '../prices/PriceSource.ts';
import type { DefiContracts } from './DefiContracts.ts';

/** Resolved configuration every resolver sees; every address in it is lowercase (the public API's encoding). */
export interface ApiConfig {
  /** The network's contracts; without configuration only the SFC, at its address on every Fantom network. */
  contracts: NetworkContracts;
  /** ERC20 contracts listed by `erc20TokenList` even before any transfer was indexed. */
  tokens: readonly Address[];
  /** Token logos for `logoURL`, by lowercase address; the others get `defaultTokenLogo`. */
  tokenLogos: Readonly<Record<string, string>>;
  defaultTokenLogo: string;
  defi: DefiContracts;
  prices: PriceSource;
  version: string;
}
