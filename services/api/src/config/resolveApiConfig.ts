import { DEVNET_FTM_PRICES, type NetworkContracts, OPERA_MAINNET } from '@fantom-wallet/core';
import { type Address, formatUnits } from 'viem';
import type { PriceSource } from '../prices/PriceSource.ts';
import type { ApiConfig } from './ApiConfig.ts';
import type { ApiContracts } from './ApiContracts.ts';
import type { DefiContracts } from './DefiContracts.ts';

// The devnet's fixed FTM quotes, the same figures its fMint oracle prices WFTM and the synths from, so the wallet's
// FTM and fMint values agree. `Price.price` is a Float in the schema: the 18-decimal figures are converted once here.
const defaultPrices: PriceSource = Object.fromEntries(
  Object.entries(DEVNET_FTM_PRICES).map(([symbol, price]) => [symbol, Number(formatUnits(price, 18))]),
);

const lower = (address: Address): Address => address.toLowerCase() as Address;

/** The same contracts with every address lowercase: whichever fields the registry has now or gains later. */
function lowercased<T extends NetworkContracts | DefiContracts>(contracts: T): T {
  const lowered: Record<string, string> = {};
  for (const [key, address] of Object.entries(contracts)) {
    if (typeof address === 'string') lowered[key] = address.toLowerCase();
  }
  return { ...contracts, ...lowered };
}

/**
 * The configuration resolvers see, from what `startApi` was given. Without contracts the API knows only the SFC,
 * which lives at the same address on every Fantom network.
 */
export function resolveApiConfig(
  contracts: ApiContracts | undefined,
  prices: PriceSource | undefined,
): ApiConfig {
  return {
    contracts: lowercased(contracts?.network ?? { sfc: OPERA_MAINNET.contracts.sfc }),
    tokens: (contracts?.tokens ?? []).map(lower),
    tokenLogos: Object.fromEntries(
      Object.entries(contracts?.tokenLogos ?? {}).map(([address, logo]) => [address.toLowerCase(), logo]),
    ),
    // A data: URL: the local stack has no internet, and the wallet's CSP need not allow another host.
    defaultTokenLogo: `data:image/svg+xml;base64,${Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#8a94a6"/></svg>',
    ).toString('base64')}`,
    defi: lowercased(contracts?.defi ?? {}),
    prices: prices ?? defaultPrices,
    version: 'fantom-wallet local api v0.1.0',
  };
}
