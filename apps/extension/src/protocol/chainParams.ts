import { z } from 'zod';
import { quantity } from './siteTransaction.ts';

const url = z.string().min(1).max(2048);
const urls = z.array(url).max(16);

/**
 * wallet_addEthereumChain's one parameter (EIP-3085), checked for its shape only: fWallet adds no chain, so for
 * one of its own networks the site's names, currency and URLs are ignored (the wallet's own RPC serves it).
 * Fields EIP-3085 does not name are let through, as other wallets do.
 */
export const addEthereumChainParameter = z.looseObject({
  chainId: quantity,
  chainName: z.string().max(256).optional(),
  nativeCurrency: z
    .looseObject({
      name: z.string().max(256),
      symbol: z.string().max(64),
      decimals: z.number().int().min(0).max(255),
    })
    .optional(),
  rpcUrls: urls.optional(),
  blockExplorerUrls: urls.nullable().optional(),
  iconUrls: urls.optional(),
});

/** wallet_switchEthereumChain's one parameter (EIP-3326). */
export const switchEthereumChainParameter = z.looseObject({ chainId: quantity });
