import { addressKey } from '@fantom-wallet/core';
/**
 * Every query key of the app, made in one place so invalidation is never guesswork: the shared ones in `queryKeys`,
 * and below them the areas' own, each under its area's prefix (`fswapKeys`, `funiKeys`, `fmintKeys`,
 * `simulationKeys`). Addresses in keys go through addressKey, so every spelling of one finds the same entry.
 */
export const queryKeys = {
  walletBalances: (network: string, addresses: readonly string[]) =>
    ['walletBalances', network, ...addresses] as const,
  price: (network: string, currency: string) => ['price', network, currency] as const,
  all: (network: string) => [network] as const,
  /**
   * Prefix of every walletBalances key of a network: refreshed after a send
   * (docs/transactions.md#refresh-after-a-send).
   */
  walletBalancesOf: (network: string) => ['walletBalances', network] as const,
  accountHistory: (network: string, address: string) =>
    ['accountHistory', network, addressKey(address)] as const,
  erc20Assets: (network: string, address: string) => ['erc20Assets', network, addressKey(address)] as const,
  gasPrice: (network: string) => ['gasPrice', network] as const,
  /** The Uniswap pairs' tokens, which the look-alike rule knows (SECURITY.md#look-alike-tokens). */
  pairTokens: (network: string) => ['pairTokens', network] as const,
  gasEstimate: (network: string, from: string, to: string, value: string, data: string) =>
    ['gasEstimate', network, addressKey(from), addressKey(to), value, data] as const,
  /** Prefix of every staking key of a network: refreshed after each staking transaction. */
  staking: (network: string) => ['staking', network] as const,
  delegations: (network: string, address: string) =>
    ['staking', network, 'delegations', addressKey(address)] as const,
  delegation: (network: string, address: string, staker: string) =>
    ['staking', network, 'delegation', addressKey(address), staker] as const,
  unlockPenalty: (network: string, address: string, staker: string, amount: string) =>
    ['staking', network, 'unlockPenalty', addressKey(address), staker, amount] as const,
  validators: (network: string) => ['staking', network, 'validators'] as const,
  sfcConfig: (network: string) => ['staking', network, 'sfcConfig'] as const,
  /** The latest block's time (docs/staking.md#chain-time): locks, deadlines and voting windows count from it. */
  chainTime: (network: string) => ['chainTime', network] as const,
  /** What `owner` allowed `spender` to take of `token`: an Allow step is left out when it suffices. */
  allowance: (network: string, token: string, owner: string, spender: string) =>
    ['allowance', network, addressKey(token), addressKey(owner), addressKey(spender)] as const,
  /** Prefix of every allowance key of a network: refreshed after each step of a flow. */
  allowances: (network: string) => ['allowance', network] as const,
  sftm: (network: string, address: string, token: string, spender: string) =>
    ['staking', network, 'sftm', addressKey(address), addressKey(token), addressKey(spender)] as const,
  /**
   * Prefix of every governance key of a network: a vote or cancellation refreshes them all
   * (docs/governance.md#vote-and-cancel-vote).
   */
  governance: (network: string) => ['governance', network] as const,
  governanceProposals: (network: string, account: string) =>
    ['governance', network, 'proposals', addressKey(account)] as const,
  /** 'You Voted' of one page of the list: its rows and the delegations asked about. */
  governancePageVotes: (
    network: string,
    account: string,
    rowKeys: readonly string[],
    delegations: readonly string[],
  ) => ['governance', network, 'pageVotes', addressKey(account), rowKeys, delegations] as const,
  governanceDetail: (network: string, account: string, governanceId: string, id: bigint) =>
    ['governance', network, 'detail', addressKey(account), addressKey(governanceId), id.toString()] as const,
  governanceVotes: (
    network: string,
    account: string,
    governanceId: string,
    id: bigint,
    delegations: readonly string[],
  ) =>
    [
      'governance',
      network,
      'votes',
      addressKey(account),
      addressKey(governanceId),
      id.toString(),
      ...delegations.map((d) => addressKey(d)),
    ] as const,
  governanceVoters: (network: string, account: string) =>
    ['governance', network, 'voters', addressKey(account)] as const,
  /**
   * The router's quote (the swap core's `swapQuoteQuery`), under the asking area's prefix (`area`: fUNI's or
   * fSwap's `all`), so the quotes reload with the area's data when a step is decided.
   */
  swapQuote: (area: readonly unknown[], side: 'in' | 'out', amount: bigint, from: string, to: string) =>
    [...area, 'quote', side, amount.toString(), addressKey(from), addressKey(to)] as const,
  /** The local bridge's tokens, by the bridge's URL (or why there is none). */
  bridgeTokens: (bridge: string) => ['bridge', bridge, 'tokens'] as const,
  /** The swap a bridge send opens: one per form submission (its session), never asked twice. */
  bridgeSwap: (session: string) => ['bridge', 'swap', session] as const,
  /** The recipient's balance on the far chain, before the bridge paid out and after. */
  bridgeFarBalance: (direction: string, tokenUuid: string, farAddress: string, paid: boolean) =>
    ['bridge', 'farBalance', direction, tokenUuid, farAddress, paid] as const,
};

/**
 * Every fSwap query key, under one prefix per network so a decided step reloads them all (the swap core's quotes
 * sit under it too); its allowance and chain time are the flows' shared chain facts (`chainFactsQueries`).
 */
export const fswapKeys = {
  all: (network: string) => ['fswap', network] as const,
  tokens: (network: string, owner: string) => ['fswap', network, 'tokens', addressKey(owner)] as const,
};

/**
 * Every fUNI query key, under one prefix per network so a decided step reloads them all (the swap core's quotes
 * sit under it too). The flows' allowance and chain time are the shared chain facts (transactions'
 * `chainFactsQueries`).
 */
export const funiKeys = {
  all: (network: string) => ['funi', network] as const,
  pairs: (network: string, owner: string) => ['funi', network, 'pairs', addressKey(owner)] as const,
  actions: (network: string, pair: string, type: number | null) =>
    ['funi', network, 'actions', addressKey(pair), type] as const,
  series: (network: string, pair: string, kind: string, resolution: string, from: number) =>
    ['funi', network, 'series', addressKey(pair), kind, resolution, from] as const,
  volume24h: (network: string, pair: string) => ['funi', network, 'volume24h', addressKey(pair)] as const,
};

/** fMint's query keys: one prefix per network, refreshed after every fMint transaction. */
export const fmintKeys = {
  all: (network: string) => ['fmint', network] as const,
  overview: (network: string, owner: string) => ['fmint', network, 'overview', addressKey(owner)] as const,
  positions: (network: string, owners: readonly string[]) =>
    ['fmint', network, 'positions', ...owners.map((o) => addressKey(o))] as const,
};

/** The approvals list's keys (docs/approvals.md#in-the-wallet): one prefix per network, refreshed after each revoke. */
export const approvalsKeys = {
  all: (network: string) => ['approvals', network] as const,
  list: (network: string, owner: string) => ['approvals', network, addressKey(owner)] as const,
};

/** What of a simulated call its key holds (the simulation feature's SimulatedCall; `to` null creates a contract). */
interface SimulatedCallKey {
  to: string | null;
  value: bigint;
  data: string;
  gas?: bigint | undefined;
  gasPrice?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
  nonce?: number | undefined;
}

/** Query keys of the simulation; new calls mean a new key, so an old answer is never shown for them. */
export const simulationKeys = {
  simulation: (network: string, from: string, calls: readonly SimulatedCallKey[]) =>
    [
      'simulation',
      network,
      addressKey(from),
      ...calls.map(
        (c) =>
          `${c.to === null ? 'create' : addressKey(c.to)}:${c.value}:${c.data}:${c.gas}:${c.gasPrice}:${c.maxPriorityFeePerGas}:${c.nonce}`,
      ),
    ] as const,
  head: (network: string) => ['simulation', network, 'head'] as const,
};

/** Query keys of a signature window: what it read on chain of the addresses in typed data. */
export const signatureKeys = {
  facts: (network: string, typedDataJson: string) => ['signatureFacts', network, typedDataJson] as const,
};
