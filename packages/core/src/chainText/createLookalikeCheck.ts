import { getAddress, isAddress, isAddressEqual } from 'viem';
import type { Address } from '../types/Address.ts';
import { readingKeys } from './readingKeys.ts';

/** A token as the wallet lists it: where it is (as the API gave it) and what it calls itself. */
export interface TokenIdentity {
  address: string;
  symbol: string;
  name?: string | null | undefined;
}

/** The tokens a look-alike is measured against (SECURITY.md#look-alike-tokens). */
export interface LookalikeReferences {
  /** The native coin and the tokens of the network registry: genuine by address, never look-alikes. */
  registry: readonly TokenIdentity[];
  /** Tokens the API lists as known (the Uniswap pairs' tokens); one that reads like a registry token is not one. */
  listed: readonly TokenIdentity[];
}

/** Tells whether a token passes for another: returns the token it reads like, or null. */
export type LookalikeCheck = (token: TokenIdentity) => TokenIdentity | null;

function keysOf(token: TokenIdentity, withReversed: boolean): Set<string> {
  const texts = [token.symbol, token.name ?? ''];
  const keys = new Set<string>();
  for (const text of texts)
    for (const [i, key] of readingKeys(text).entries()) if (i === 0 || withReversed) keys.add(key);
  return keys;
}

/** The address decoded once, or null when it is none (such a token matches no address). */
function decode(address: string): Address | null {
  return isAddress(address, { strict: false }) ? getAddress(address) : null;
}

const same = (a: Address | null, b: Address | null) => a !== null && b !== null && isAddressEqual(a, b);

function readsLike(a: Set<string>, b: Set<string>): boolean {
  for (const key of a) if (b.has(key)) return true;
  return false;
}

/**
 * The look-alike rule (SECURITY.md#look-alike-tokens): a token whose symbol or name reads (readingKeys: NFKC,
 * the TR39 confusables skeleton, case ignored, and backwards under a direction override) like the symbol or name
 * of a reference at another address passes for that token. A registry token is never a look-alike; a listed token
 * that reads like a registry token is no reference; two listed tokens that read alike are both look-alikes,
 * since nothing tells which of them is the real one.
 */
export function createLookalikeCheck(references: LookalikeReferences): LookalikeCheck {
  const entry = (token: TokenIdentity) => ({
    token,
    address: decode(token.address),
    keys: keysOf(token, false),
  });
  const registry = references.registry.map(entry).filter((known) => known.address !== null);
  const isRegistry = (address: Address | null) => registry.some((known) => same(known.address, address));
  const imitatesRegistry = (address: Address | null, keys: Set<string>) =>
    registry.some((known) => !same(known.address, address) && readsLike(keys, known.keys));
  const listed = references.listed
    .map(entry)
    .filter((known) => known.address !== null && !isRegistry(known.address))
    .filter((known) => !imitatesRegistry(known.address, keysOf(known.token, true)));
  const all = [...registry, ...listed];
  return (token) => {
    const address = decode(token.address);
    if (isRegistry(address)) return null;
    const keys = keysOf(token, true);
    if (keys.size === 0) return null;
    const like = all.find((known) => !same(known.address, address) && readsLike(keys, known.keys));
    return like?.token ?? null;
  };
}
