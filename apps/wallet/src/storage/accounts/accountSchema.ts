import { z } from 'zod/mini';
import { checksummedAddress } from '../persistence/checksummedAddress.ts';

/** At most this many watched tokens per account, over all networks. */
export const MAX_WATCHED_TOKENS = 200;

const base = {
  address: checksummedAddress,
  /** Absent: the UI shows the address. */
  name: z.exactOptional(z.string().check(z.maxLength(200))),
  /** Browser extension: the website origins allowed to use this account (docs/extension.md#site-permissions). */
  sites: z.exactOptional(z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(1000))),
  /**
   * ERC-20 tokens the user chose to watch (a site's wallet_watchAsset, docs/extension.md#watching-a-token), by
   * network: the Assets tab lists them even without a balance.
   */
  tokens: z.exactOptional(
    z
      .array(z.object({ chainId: z.int().check(z.minimum(1)), address: checksummedAddress }))
      .check(z.maxLength(MAX_WATCHED_TOKENS)),
  ),
};
const index = z.int().check(z.minimum(0), z.maximum(2 ** 31 - 1));

/**
 * One saved wallet, by how it signs. The keystore itself lives in the signer's IndexedDB, never here; external
 * wallets keep what finds the account again: the device path of a Ledger address, the EIP-6963 `rdns` of the
 * browser wallet that gave the account (absent for a legacy `window.ethereum` one).
 */
export const accountSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('keystore') }),
  z.object({
    ...base,
    type: z.literal('ledger'),
    /** Account and address index of `m/44'/60'/{accountId}'/0/{addressId}`. */
    accountId: index,
    addressId: index,
    derivationPath: z.string().check(z.regex(/^m(\/\d+'?){2,10}$/)),
  }),
  z.object({
    ...base,
    type: z.literal('injected'),
    rdns: z.exactOptional(z.string().check(z.minLength(1), z.maxLength(200))),
  }),
  z.object({ ...base, type: z.literal('coinbase') }),
  z.object({ ...base, type: z.literal('walletconnect') }),
]);
