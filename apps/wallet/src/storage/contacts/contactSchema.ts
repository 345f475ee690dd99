import { validateAddress } from '@fantom-wallet/core';
import { z } from 'zod/mini';

/**
 * A contact (docs/storage.md#contacts-store); fantom and ethereum addresses are stored checksummed, binance
 * ones as typed.
 */
export const contactSchema = z.pipe(
  z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    address: z.string().check(z.maxLength(100)),
    blockchain: z.enum(['fantom', 'ethereum', 'binance']),
  }),
  z.transform(
    (contact: { name: string; address: string; blockchain: 'fantom' | 'ethereum' | 'binance' }, context) => {
      const checked = validateAddress(contact.address, contact.blockchain);
      if (checked.ok) return { ...contact, address: checked.value };
      context.issues.push({
        code: 'custom',
        message: 'not an address of its blockchain',
        path: ['address'],
        input: contact,
      });
      return z.NEVER;
    },
  ),
);
