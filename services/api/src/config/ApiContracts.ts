import type { NetworkContracts } from '@fantom-wallet/core';
import type { Address } from 'viem';
import type { DefiContracts } from './DefiContracts.ts';

/**
 * What the API is told about a network's contracts: the shared registry, and beside it what only the API uses.
 */
export interface ApiContracts {
  /** Where the network's contracts live: the type of the wallet's network definitions and of the devnet's deployment. */
  network: NetworkContracts;
  /** ERC20 contracts listed by `erc20TokenList` even before any transfer was indexed. */
  tokens?: readonly Address[];
  /** Token logos for `logoURL`, by address; the others get the default logo. */
  tokenLogos?: Readonly<Record<string, string>>;
  defi?: DefiContracts;
}
