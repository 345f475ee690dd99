/**
 * The governance screens' query keys, all under one prefix per network so a vote or cancellation refreshes every
 * one of them (docs/governance.md#vote-and-cancel-vote).
 */
export const governanceKeys = {
  all: (network: string) => ['governance', network] as const,
  proposals: (network: string, account: string) =>
    ['governance', network, 'proposals', account.toLowerCase()] as const,
  /** 'You Voted' of one page of the list: its rows and the delegations asked about. */
  pageVotes: (network: string, account: string, rowKeys: readonly string[], delegations: readonly string[]) =>
    ['governance', network, 'pageVotes', account.toLowerCase(), rowKeys, delegations] as const,
  detail: (network: string, account: string, governanceId: string, id: bigint) =>
    [
      'governance',
      network,
      'detail',
      account.toLowerCase(),
      governanceId.toLowerCase(),
      id.toString(),
    ] as const,
  votes: (
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
      account.toLowerCase(),
      governanceId.toLowerCase(),
      id.toString(),
      ...delegations.map((d) => d.toLowerCase()),
    ] as const,
  voters: (network: string, account: string) =>
    ['governance', network, 'voters', account.toLowerCase()] as const,
  chainTime: (network: string) => ['governance', network, 'chainTime'] as const,
};
