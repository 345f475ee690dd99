import type { Address } from '@fantom-wallet/core';
import { parseSiweMessage } from 'viem/siwe';
import { isAddressEqual } from 'viem/utils';

/** A Sign-In with Ethereum message (EIP-4361), the fields the window shows. */
export interface SiweFields {
  scheme?: string;
  domain: string;
  address: Address;
  statement?: string;
  uri: string;
  version: string;
  chainId: number;
  nonce: string;
  issuedAt?: Date;
  expirationTime?: Date;
  notBefore?: Date;
  requestId?: string;
  resources?: string[];
}

/** Why a sign-in request may be deceptive: its domain, address or chain is not the one signing. */
export type SiweWarning = 'domain' | 'address' | 'chainId';

/** `text` parsed as an EIP-4361 message (viem's parser), or undefined when it is not one. */
export function parseSiwe(text: string): SiweFields | undefined {
  const fields = parseSiweMessage(text);
  const { domain, address, uri, version, chainId, nonce } = fields;
  if (!domain || !address || !uri || !version || chainId === undefined || !nonce) return undefined;
  return { ...fields, domain, address, uri, version, chainId, nonce } as SiweFields;
}

/**
 * The warnings of a sign-in request (docs/extension.md#signatures): a domain that is not the requesting site's
 * host (and scheme, when the message names one), an address that is not the signing account, a chain id that is
 * not the active network's.
 */
export function siweWarnings(
  message: SiweFields,
  context: { origin: string; account: Address; chainId: number },
): SiweWarning[] {
  const site = new URL(context.origin);
  const warnings: SiweWarning[] = [];
  const sameScheme = message.scheme === undefined || `${message.scheme}:` === site.protocol;
  if (message.domain.toLowerCase() !== site.host.toLowerCase() || !sameScheme) warnings.push('domain');
  if (!isAddressEqual(message.address, context.account)) warnings.push('address');
  if (message.chainId !== context.chainId) warnings.push('chainId');
  return warnings;
}
