import type { Address } from '@fantom-wallet/core';
import { validateAddress } from '@fantom-wallet/core';
import { z } from 'zod/mini';

/** A 0x address, stored in its EIP-55 form whatever case it was saved in (so lookups stay simple). */
export const checksummedAddress = z.pipe(
  z.string(),
  z.transform((text: string, context): Address => {
    const checked = validateAddress(text, 'fantom');
    if (checked.ok && checked.value.startsWith('0x')) return `0x${checked.value.slice(2)}`;
    context.issues.push({ code: 'custom', message: 'not an address', input: text });
    return z.NEVER;
  }),
);
