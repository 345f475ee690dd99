import { z } from 'zod';
import { addressSchema } from './addressSchema.ts';
import { RPC_ERRORS, SiteRequestError } from './ProviderRpcError.ts';

/**
 * A site's wallet_watchAsset as it is stored for its window (docs/extension.md#watching-a-token): the account the
 * token is added to (the site's first), the token, and the symbol and decimals the site says it has, which the
 * window compares with what the token itself reports.
 */
export const siteWatchAssetSchema = z.object({
  account: addressSchema,
  address: addressSchema,
  symbol: z.string().max(64).optional(),
  decimals: z.number().int().min(0).max(255).optional(),
});
export type SiteWatchAsset = z.infer<typeof siteWatchAssetSchema>;

/** EIP-747's parameter; `image` and unknown fields are dropped (the wallet never loads a site's image). */
const watchAssetParameter = z.object({
  type: z.string().max(64),
  options: z.object({
    address: addressSchema,
    symbol: z.string().max(64).optional(),
    decimals: z
      .union([
        z.number(),
        z
          .string()
          .regex(/^\d{1,3}$/)
          .transform(Number),
      ])
      .optional(),
  }),
});

/**
 * wallet_watchAsset's params, checked: EIP-747's object, or that object in a one-item list (as some libraries send
 * it). Only ERC-20 tokens: another type (ERC721, ERC1155) is -32602 with a message that says so.
 */
export function parseSiteWatchAsset(params: unknown): Omit<SiteWatchAsset, 'account'> {
  const value = Array.isArray(params) && params.length === 1 ? params[0] : params;
  const parsed = watchAssetParameter.safeParse(value);
  if (!parsed.success) throw new SiteRequestError(RPC_ERRORS.invalidParams);
  if (parsed.data.type !== 'ERC20') throw new SiteRequestError(RPC_ERRORS.onlyErc20);
  const { address, symbol, decimals } = parsed.data.options;
  const asset = siteWatchAssetSchema.omit({ account: true }).safeParse({ address, symbol, decimals });
  if (!asset.success) throw new SiteRequestError(RPC_ERRORS.invalidParams);
  return asset.data;
}
