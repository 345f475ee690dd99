import type { Operation } from '../operations/Operation.ts';

// The documents of fwallet/*.graphql, verbatim (fwalletOperations.test.ts compares them): our own fields, not
// the public API's, so they stay out of operations/ (which must also validate against the public subset).

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
  }
}
`;

const headQuery = `query FwalletHead {
  block {
    number
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
    },
  },
};

/** The head block's number. */
export const fwalletHead: Operation<{ block: { number: bigint } | null }, Record<string, never>> = {
  operationName: 'FwalletHead',
  query: headQuery,
  decode: { block: { number: 'bigint' } },
};
