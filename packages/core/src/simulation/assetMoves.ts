import type { Address } from '../types/Address.ts';
import { NATIVE_TRANSFER_ADDRESS } from './NATIVE_TRANSFER_ADDRESS.ts';
import { assetKey, type SimulatedAsset } from './SimulatedAsset.ts';
import type { TokenEvent } from './TokenEvent.ts';

/** One movement of an asset that an event claims. */
export interface AssetMove {
  asset: SimulatedAsset;
  from: Address;
  to: Address;
  amount: bigint;
}

/** The movement a transfer event claims (FTM for the node's own 0xEeee… transfer logs), or null for approvals. */
export function assetMove(event: TokenEvent): AssetMove | null {
  switch (event.kind) {
    case 'ERC20Transfer': {
      const isFtm = event.token === NATIVE_TRANSFER_ADDRESS;
      const asset: SimulatedAsset = isFtm
        ? { kind: 'FTM', token: null, tokenId: null }
        : { kind: 'ERC20', token: event.token, tokenId: null };
      return { asset, from: event.from, to: event.to, amount: event.amount };
    }
    case 'ERC721Transfer':
      return {
        asset: { kind: 'ERC721', token: event.token, tokenId: event.tokenId },
        from: event.from,
        to: event.to,
        amount: 1n,
      };
    case 'ERC1155Transfer':
      return {
        asset: { kind: 'ERC1155', token: event.token, tokenId: event.tokenId },
        from: event.from,
        to: event.to,
        amount: event.amount,
      };
    default:
      return null;
  }
}

/**
 * Net change per asset of `account` over all the events (of every call, in order): what the events claim it
 * received minus what they claim it sent, keyed by {@link assetKey}. Every asset the events move to or from the
 * account has an entry, even when its net is zero, so the caller knows which balances to read.
 */
export function netAssetChanges(
  events: readonly TokenEvent[],
  account: Address,
): Map<string, { asset: SimulatedAsset; net: bigint }> {
  const owner = account.toLowerCase();
  const changes = new Map<string, { asset: SimulatedAsset; net: bigint }>();
  for (const event of events) {
    const move = assetMove(event);
    if (move === null || (move.from !== owner && move.to !== owner)) continue;
    const key = assetKey(move.asset);
    const entry = changes.get(key) ?? { asset: move.asset, net: 0n };
    if (move.to === owner) entry.net += move.amount;
    if (move.from === owner) entry.net -= move.amount;
    changes.set(key, entry);
  }
  return changes;
}
