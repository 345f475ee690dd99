import { z } from 'zod/mini';
import { checksummedAddress } from '../persistence/checksummedAddress.ts';
import { ACCOUNT_TYPES } from './ACCOUNT_TYPES.ts';

/** One saved wallet (spec 1 §3). The keystore itself lives in the signer's IndexedDB, never here. */
export const accountSchema = z.object({
  address: checksummedAddress,
  /** Absent: the UI shows the address. */
  name: z.exactOptional(z.string().check(z.maxLength(200))),
  type: z.enum(ACCOUNT_TYPES),
  /** Ledger only: the device account and address index of the path. */
  accountId: z.exactOptional(z.int().check(z.minimum(0))),
  addressId: z.exactOptional(z.int().check(z.minimum(0))),
});
