/**
 * Location state of a detail opened with the claim or restake flag (the list's Claim actions,
 * docs/staking.md#delegations-list).
 */
export interface DetailLocationState {
  open?: 'claim' | 'restake';
}
