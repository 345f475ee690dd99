import type { Address } from '@fantom-wallet/core';
import { validateAddress } from '@fantom-wallet/core';
import { z } from 'zod';

/** A 0x address, stored in its EIP-55 form whatever case it was saved in (so lookups stay simple). */
export const checksummedAddress = z.string().transform((text, context): Address => {
  const checked = validateAddress(text, 'fantom');
  if (checked.ok && checked.value.startsWith('0x')) return `0x${checked.value.slice(2)}`;
  context.addIssue({ code: 'custom', message: 'not an address' });
  return z.NEVER;
});
