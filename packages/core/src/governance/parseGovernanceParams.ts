import { isAddress } from 'viem';
import type { Address } from '../types/Address.ts';
import { checksumAddress } from '../types/checksumAddress.ts';

const ID = /^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/;

/** A proposal id from a route: decimal or 0x-hex, at most 256 bits; anything else is undefined. */
export function parseProposalId(raw: string | undefined | null): bigint | undefined {
  if (!raw || !ID.test(raw)) return undefined;
  const value = BigInt(raw);
  return value < 2n ** 256n ? value : undefined;
}

/** An address from a route (any case), checksummed; anything else is undefined. */
export function parseRouteAddress(raw: string | undefined | null): Address | undefined {
  if (!raw || !isAddress(raw, { strict: false })) return undefined;
  return checksumAddress(raw);
}

/**
 * A vote's choices from a route ('2,1,4'): exactly `optionCount` levels, each below `levels`; anything else is
 * undefined, so a confirmation with a missing or bad value submits nothing (docs/governance.md#vote-and-cancel-vote).
 */
export function parseChoices(
  raw: string | undefined | null,
  optionCount: number,
  levels: number,
): bigint[] | undefined {
  if (!raw || raw.length > 4 * 64) return undefined;
  const parts = raw.split(',');
  if (parts.length !== optionCount || optionCount === 0) return undefined;
  const choices: bigint[] = [];
  for (const part of parts) {
    if (!/^[0-9]{1,3}$/.test(part)) return undefined;
    const value = Number(part);
    if (value >= levels) return undefined;
    choices.push(BigInt(value));
  }
  return choices;
}
