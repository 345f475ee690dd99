import type { Address } from 'viem';

/** An owner's fMint position; its lists, values and rewards are read live when asked for. */
export interface FMintAccountModel {
  address: Address;
}
