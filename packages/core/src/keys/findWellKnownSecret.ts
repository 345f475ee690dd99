import { normalizeMnemonic } from './normalizeMnemonic.ts';
import { WELL_KNOWN_SECRETS } from './WELL_KNOWN_SECRETS.ts';

export interface WellKnownSecretNotice {
  label: string;
  /**
   * docs/wallets.md#well-known-keys: a loud, non-blocking 'warning' on mainnet (250) and testnet (0xfa2); a
   * quiet 'note' on other chains such as the local devnet, whose own accounts use these keys on purpose.
   */
  level: 'warning' | 'note';
}

/**
 * Flags a restored account that is one of the public development accounts, by its address or by the
 * phrase itself (any account index of a public phrase is public). Returns undefined for ordinary keys.
 */
export function findWellKnownSecret(
  restored: { address: string; mnemonic?: string },
  chainId: number,
): WellKnownSecretNotice | undefined {
  const address = restored.address.toLowerCase().replace(/^0x/, '');
  const phrase = restored.mnemonic === undefined ? undefined : normalizeMnemonic(restored.mnemonic);
  const entry = WELL_KNOWN_SECRETS.find(
    (secret) => secret.addresses.includes(address) || (phrase !== undefined && secret.mnemonic === phrase),
  );
  if (!entry) return undefined;
  return { label: entry.label, level: chainId === 250 || chainId === 0xfa2 ? 'warning' : 'note' };
}
