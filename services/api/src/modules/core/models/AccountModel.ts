import type { Address } from 'viem';

/** An account is only its address; every field is resolved on demand (live from the chain or the index). */
export interface AccountModel {
  address: Address;
}
