import { DEVNET_FTM_PRICES } from '@fantom-wallet/core';
import type { Address } from 'viem';
import { addresses } from './addresses.ts';
import { tokenLogo } from './tokenLogo.ts';

export interface FmintTokenInfo {
  address: Address;
  name: string;
  symbol: string;
  /** Collateral is deposited (canDeposit); synths are minted against it (canMint) and minted only by fMint. */
  kind: 'collateral' | 'synth';
  /** USD per whole token in the devnet's price oracle, 18 decimals (every fMint token's priceDecimals). */
  price: bigint;
  logo: string;
}

const UNIT = 10n ** 18n;
const ftmUsd = DEVNET_FTM_PRICES.USD;

/**
 * The devnet's fMint tokens and their fixed oracle prices: WFTM and sFTM (1 sFTM = 1 locked FTM) at the FTM price
 * the local API quotes, FUSD at one dollar, fEUR at the euro in dollars implied by the same FTM quotes.
 */
export const fmintTokens: readonly FmintTokenInfo[] = [
  {
    address: addresses.wftm,
    name: 'Wrapped Fantom',
    symbol: 'WFTM',
    kind: 'collateral',
    price: ftmUsd,
    logo: tokenLogo('WFTM', '#1969ff'),
  },
  {
    address: addresses.sftm,
    name: 'Staked FTM',
    symbol: 'SFTM',
    kind: 'collateral',
    price: ftmUsd,
    logo: tokenLogo('SFTM', '#0b3d91'),
  },
  {
    address: addresses.fusd,
    name: 'Fantom USD',
    symbol: 'FUSD',
    kind: 'synth',
    price: UNIT,
    logo: tokenLogo('FUSD', '#27ae60'),
  },
  {
    address: addresses.feur,
    name: 'Fantom Euro',
    symbol: 'FEUR',
    kind: 'synth',
    price: (ftmUsd * UNIT) / DEVNET_FTM_PRICES.EUR,
    logo: tokenLogo('FEUR', '#2c3e91'),
  },
];
