import { z } from 'zod';
import { ACCOUNT_TYPES } from './ACCOUNT_TYPES.ts';
import { checksummedAddress } from './checksummedAddress.ts';

/** One saved wallet (spec 1 §3). The keystore itself lives in the signer's IndexedDB, never here. */
export const accountSchema = z.object({
  address: checksummedAddress,
  /** Absent: the UI shows the address. */
  name: z.string().max(200).exactOptional(),
  type: z.enum(ACCOUNT_TYPES),
  /** Ledger only: the device account and address index of the path. */
  accountId: z.number().int().min(0).exactOptional(),
  addressId: z.number().int().min(0).exactOptional(),
});
