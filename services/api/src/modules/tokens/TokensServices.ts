import type { Address } from 'viem';
import type { TokenMeta } from './readTokenMeta.ts';
import type { TokenStore } from './TokenStore.ts';

/** The tokens area's services: indexed transfer activity and token metadata. */
export interface TokensServices {
  store: TokenStore;
  /** Token metadata never changes; cached for the life of the process. */
  meta: Map<Address, Promise<TokenMeta | null>>;
}

declare module '../../services/ApiServices.ts' {
  interface AreaServices {
    tokens: TokensServices;
  }
}
