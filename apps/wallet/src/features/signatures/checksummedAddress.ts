import type { Address } from '@fantom-wallet/core';
import { getAddress, isAddress } from 'viem/utils';

/**
 * A typed-data value as an address, checksummed (viem's signTypedData, for one, sends every address in lower case);
 * undefined when it is none.
 */
export const checksummedAddress = (value: unknown): Address | undefined =>
  typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : undefined;
