import type { Operation } from '../operations/Operation.ts';

// The documents of fwallet/*.graphql, verbatim (fwalletOperations.test.ts compares them): our own fields, not
// the public API's (or the public API's fields outside the wallet subset: erc20Token), so they stay out of
// operations/ (which must also validate against the public subset).

const simulateQuery = `query FwalletSimulate($from: Address!, $calls: [FwalletCall!]!) {
  fwalletSimulate(from: $from, calls: $calls) {
    available
    unavailableReason
    blockNumber
    calls {
      to
      status
      revertReason
      gasUsed
      toHasCode
      contractLabel
      method
      unpredictable {
        contract
        values
      }
    }
    changes {
      kind
      token
      symbol
      decimals
      name
      tokenId
      out
      in
      eventsMatchBalance
    }
    approvals {
      ...SimulatedApproval
    }
    revoked {
      ...SimulatedApproval
    }
  }
}

fragment SimulatedApproval on FwalletApproval {
  token
  symbol
  decimals
  spender
  spenderLabel
  spenderHasCode
  amount
  tokenId
  unlimited
  allItems
}
`;

const approvalsQuery = `query FwalletApprovals($owner: Address!, $cursor: Cursor, $count: Int!) {
  fwalletApprovals(owner: $owner, cursor: $cursor, count: $count) {
    blockNumber
    totalCount
    pageInfo {
      first
      last
      hasNext
      hasPrevious
    }
    edges {
      cursor
      allowance {
        token {
          address
          kind
          symbol
          decimals
          name
        }
        spender {
          address
          hasCode
          label
        }
        amount
        allItems
        unlimited
        risk
        changedAt
        changedBlock
        transaction
      }
    }
  }
}
`;

const headQuery = `query FwalletHead {
  block {
    number
  }
}
`;

const erc20TokenQuery = `query Erc20Token($token: Address!, $owner: Address!) {
  erc20Token(token: $token) {
    address
    name
    symbol
    decimals
    balanceOf(owner: $owner)
  }
}
`;

type Address = `0x${string}`;

/**
 * One transaction to simulate (a missing `to` creates a contract), quantities already as 0x hex: `request`
 * encodes bigint variables only at the top level, not inside a list of objects.
 */
export interface FwalletCallInput {
  to?: Address;
  value?: `0x${string}`;
  data?: `0x${string}`;
  gas?: `0x${string}`;
  gasPrice?: `0x${string}`;
  maxFeePerGas?: `0x${string}`;
  maxPriorityFeePerGas?: `0x${string}`;
  nonce?: `0x${string}`;
}

/** A value of the transaction or its block that the simulation can only guess. */
export type FwalletBlockValue = 'GAS_PRICE' | 'BASE_FEE' | 'BLOB_BASE_FEE' | 'COINBASE' | 'RANDOMNESS';

/** A contract the call ran whose code reads such values. */
export interface FwalletUnpredictableRead {
  contract: Address;
  values: FwalletBlockValue[];
}

export interface FwalletSimulatedCall {
  to: Address | null;
  status: boolean;
  revertReason: string | null;
  gasUsed: bigint;
  toHasCode: boolean;
  contractLabel: string | null;
  method: string;
  unpredictable: FwalletUnpredictableRead[];
}

export interface FwalletBalanceChange {
  kind: 'FTM' | 'ERC20' | 'ERC721' | 'ERC1155';
  token: Address | null;
  symbol: string | null;
  decimals: number | null;
  name: string | null;
  tokenId: bigint | null;
  out: bigint;
  in: bigint;
  eventsMatchBalance: boolean;
}

export interface FwalletApproval {
  token: Address;
  symbol: string | null;
  decimals: number | null;
  spender: Address;
  spenderLabel: string | null;
  spenderHasCode: boolean;
  amount: bigint | null;
  tokenId: bigint | null;
  unlimited: boolean;
  allItems: boolean;
}

export interface FwalletSimulation {
  available: boolean;
  unavailableReason: string | null;
  blockNumber: bigint | null;
  calls: FwalletSimulatedCall[];
  changes: FwalletBalanceChange[];
  approvals: FwalletApproval[];
  /** Approvals in force before the calls that the calls withdraw, as they stood (what the user gives up). */
  revoked: FwalletApproval[];
}

/** `fwalletSimulate`: what the calls would do as the block after the head (docs/simulation.md). */
export const fwalletSimulate: Operation<
  { fwalletSimulate: FwalletSimulation },
  { from: Address; calls: FwalletCallInput[] }
> = {
  operationName: 'FwalletSimulate',
  query: simulateQuery,
  decode: {
    fwalletSimulate: {
      blockNumber: 'bigint',
      calls: { to: 'address', gasUsed: 'bigint', unpredictable: { contract: 'address' } },
      changes: { token: 'address', tokenId: 'bigint', out: 'bigint', in: 'bigint' },
      approvals: { token: 'address', spender: 'address', amount: 'bigint', tokenId: 'bigint' },
      revoked: { token: 'address', spender: 'address', amount: 'bigint', tokenId: 'bigint' },
    },
  },
};

/** The head block's number. */
export const fwalletHead: Operation<{ block: { number: bigint } | null }, Record<string, never>> = {
  operationName: 'FwalletHead',
  query: headQuery,
  decode: { block: { number: 'bigint' } },
};

/**
 * One token by address as it reports itself, with `owner`'s balance; null when the address is not an ERC-20
 * contract. `erc20Token` is the public API's, but outside the wallet subset (services/api/schema/extensions.graphql).
 */
export const erc20Token: Operation<
  {
    erc20Token: {
      address: Address;
      name: string;
      symbol: string;
      decimals: number;
      balanceOf: bigint;
    } | null;
  },
  { token: Address; owner: Address }
> = {
  operationName: 'Erc20Token',
  query: erc20TokenQuery,
  decode: { erc20Token: { address: 'address', balanceOf: 'bigint' } },
};

/** What an approval covers: an ERC-20 allowance, or all items of an ERC-721 or ERC-1155 collection. */
export type FwalletTokenKind = 'ERC20' | 'ERC721' | 'ERC1155';

/** How much an approval could cost its owner (docs/approvals.md#risk); the API's rows come in this order. */
export type FwalletApprovalRisk = 'HIGH' | 'MEDIUM' | 'LOW';

/** One token and spender the owner has approved, read live at the list's block. */
export interface FwalletAllowance {
  token: {
    address: Address;
    kind: FwalletTokenKind;
    symbol: string | null;
    decimals: number | null;
    name: string | null;
  };
  spender: { address: Address; hasCode: boolean; label: string | null };
  /** The ERC-20 allowance now; null for all items. */
  amount: bigint | null;
  allItems: boolean;
  unlimited: boolean;
  risk: FwalletApprovalRisk;
  changedAt: bigint;
  changedBlock: bigint;
  transaction: `0x${string}`;
}

export interface FwalletApprovalList {
  blockNumber: bigint;
  totalCount: bigint;
  pageInfo: { first: string | null; last: string | null; hasNext: boolean; hasPrevious: boolean };
  edges: { cursor: string; allowance: FwalletAllowance }[];
}

/** `fwalletApprovals`: a page of what may spend from `owner` now, riskiest first (docs/approvals.md). */
export const fwalletApprovals: Operation<
  { fwalletApprovals: FwalletApprovalList },
  { owner: Address; cursor?: string | null; count: number }
> = {
  operationName: 'FwalletApprovals',
  query: approvalsQuery,
  decode: {
    fwalletApprovals: {
      blockNumber: 'bigint',
      totalCount: 'bigint',
      edges: {
        allowance: {
          token: { address: 'address' },
          spender: { address: 'address' },
          amount: 'bigint',
          changedAt: 'bigint',
          changedBlock: 'bigint',
        },
      },
    },
  },
};
