import { validateAddress } from '@fantom-wallet/core';
import { z } from 'zod';

/** A contact (spec 1 §3); fantom and ethereum addresses are stored checksummed, binance ones as typed. */
export const contactSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    address: z.string().max(100),
    blockchain: z.enum(['fantom', 'ethereum', 'binance']),
  })
  .transform((contact, context) => {
    const checked = validateAddress(contact.address, contact.blockchain);
    if (checked.ok) return { ...contact, address: checked.value };
    context.addIssue({ code: 'custom', message: 'not an address of its blockchain', path: ['address'] });
    return z.NEVER;
  });
