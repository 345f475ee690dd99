/** Bounds of `fwalletApprovals` (docs/approvals.md#limits). */
export const APPROVAL_LIMITS = {
  /**
   * The most approvals of one owner read live per block: the newest changes. Anyone can emit Approval events
   * naming any owner, so without a bound a spammer could make one owner's list cost any number of reads.
   */
  maxCandidates: 1_000,
} as const;
