/** What a vote or cancellation acts on (docs/governance.md#vote-and-cancel-vote). */
export type VoteRequest =
  | { kind: 'vote'; delegatedTo: `0x${string}`; choices: bigint[] }
  | { kind: 'cancel'; delegatedTo: `0x${string}` };
