import type { Address } from '../types/Address.ts';

/** What a token standard's event says happened (docs/simulation.md#what-the-logs-are-used-for). */
export type TokenEvent =
  | { kind: 'ERC20Transfer'; token: Address; from: Address; to: Address; amount: bigint }
  | { kind: 'ERC20Approval'; token: Address; owner: Address; spender: Address; amount: bigint }
  | { kind: 'ERC721Transfer'; token: Address; from: Address; to: Address; tokenId: bigint }
  | { kind: 'ERC721Approval'; token: Address; owner: Address; spender: Address; tokenId: bigint }
  | {
      kind: 'ERC1155Transfer';
      token: Address;
      from: Address;
      to: Address;
      tokenId: bigint;
      amount: bigint;
    }
  | { kind: 'ApprovalForAll'; token: Address; owner: Address; operator: Address; approved: boolean };
