import type { Address } from 'viem';
import type { TokenInfo } from './TokenInfo.ts';

/** The simulation area's caches: what a token says about itself (symbol, decimals, name) never changes. */
export interface SimulationServices {
  tokenInfo: Map<Address, Promise<TokenInfo>>;
}

declare module '../../services/ApiServices.ts' {
  interface AreaServices {
    simulation: SimulationServices;
  }
}
