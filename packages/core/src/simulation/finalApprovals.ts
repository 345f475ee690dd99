import type { Address } from '../types/Address.ts';
import type { TokenEvent } from './TokenEvent.ts';

/** A permission `owner` leaves in place after all the calls. */
export interface SimulatedApproval {
  token: Address;
  spender: Address;
  /** An ERC-20 allowance; null for an NFT or all items. */
  amount: bigint | null;
  /** The one NFT the spender may move; null otherwise. */
  tokenId: bigint | null;
  /** ApprovalForAll: every item of the collection. */
  allItems: boolean;
}

/**
 * The approvals by `owner` in force after all the calls: the last event per token and spender (per NFT id for a
 * single NFT) wins, and a withdrawn one (0, the zero address, `false`) is left out.
 */
export function finalApprovals(events: readonly TokenEvent[], owner: Address): SimulatedApproval[] {
  const account = owner.toLowerCase();
  const last = new Map<string, SimulatedApproval | null>();
  for (const event of events) {
    if (event.kind === 'ERC20Approval' && event.owner === account) {
      last.set(
        `20:${event.token}:${event.spender}`,
        event.amount === 0n
          ? null
          : {
              token: event.token,
              spender: event.spender,
              amount: event.amount,
              tokenId: null,
              allItems: false,
            },
      );
    } else if (event.kind === 'ERC721Approval' && event.owner === account) {
      const cleared = /^0x0{40}$/.test(event.spender);
      last.set(
        `721:${event.token}:${event.tokenId}`,
        cleared
          ? null
          : {
              token: event.token,
              spender: event.spender,
              amount: null,
              tokenId: event.tokenId,
              allItems: false,
            },
      );
    } else if (event.kind === 'ApprovalForAll' && event.owner === account) {
      last.set(
        `all:${event.token}:${event.operator}`,
        event.approved
          ? { token: event.token, spender: event.operator, amount: null, tokenId: null, allItems: true }
          : null,
      );
    }
  }
  return [...last.values()].filter((approval): approval is SimulatedApproval => approval !== null);
}
