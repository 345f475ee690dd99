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
 * A permission the calls withdraw (its last event sets 0, the zero address or `false`). A single NFT's cleared
 * approval names no spender: who held it is read from the chain before the calls.
 */
export interface WithdrawnApproval {
  token: Address;
  /** Null for a single NFT. */
  spender: Address | null;
  tokenId: bigint | null;
  allItems: boolean;
}

/**
 * The approvals by `owner` in force after all the calls: the last event per token and spender (per NFT id for a
 * single NFT) wins, and a withdrawn one (0, the zero address, `false`) is left out.
 */
export function finalApprovals(events: readonly TokenEvent[], owner: Address): SimulatedApproval[] {
  return [...lastApprovals(events, owner).values()].flatMap(([approval]) =>
    approval === null ? [] : [approval],
  );
}

/** The approvals by `owner` whose last event over all the calls withdraws them (docs/simulation.md#approvals). */
export function withdrawnApprovals(events: readonly TokenEvent[], owner: Address): WithdrawnApproval[] {
  return [...lastApprovals(events, owner).values()].flatMap(([approval, withdrawn]) =>
    approval === null ? [withdrawn] : [],
  );
}

/** Per token and spender (per id for a single NFT): the approval its last event leaves, or what it withdrew. */
function lastApprovals(
  events: readonly TokenEvent[],
  owner: Address,
): Map<string, [SimulatedApproval, null] | [null, WithdrawnApproval]> {
  const account = owner.toLowerCase();
  const last = new Map<string, [SimulatedApproval, null] | [null, WithdrawnApproval]>();
  for (const event of events) {
    if (event.kind === 'ERC20Approval' && event.owner === account) {
      last.set(
        `20:${event.token}:${event.spender}`,
        event.amount === 0n
          ? [null, { token: event.token, spender: event.spender, tokenId: null, allItems: false }]
          : [
              {
                token: event.token,
                spender: event.spender,
                amount: event.amount,
                tokenId: null,
                allItems: false,
              },
              null,
            ],
      );
    } else if (event.kind === 'ERC721Approval' && event.owner === account) {
      const cleared = /^0x0{40}$/.test(event.spender);
      last.set(
        `721:${event.token}:${event.tokenId}`,
        cleared
          ? [null, { token: event.token, spender: null, tokenId: event.tokenId, allItems: false }]
          : [
              {
                token: event.token,
                spender: event.spender,
                amount: null,
                tokenId: event.tokenId,
                allItems: false,
              },
              null,
            ],
      );
    } else if (event.kind === 'ApprovalForAll' && event.owner === account) {
      last.set(
        `all:${event.token}:${event.operator}`,
        event.approved
          ? [
              { token: event.token, spender: event.operator, amount: null, tokenId: null, allItems: true },
              null,
            ]
          : [null, { token: event.token, spender: event.operator, tokenId: null, allItems: true }],
      );
    }
  }
  return last;
}
