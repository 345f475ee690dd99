import { getAddress, isAddress } from 'viem/utils';
import { z } from 'zod';

/**
 * A 0x address as a page or site sends it, decoded once into its checksummed form; a mixed-case address whose
 * checksum is wrong is refused (EIP-55). Compare the result with viem's isAddressEqual.
 */
export const addressSchema = z
  .string()
  .refine((value) => isAddress(value), 'an address')
  .transform((value) => getAddress(value));
