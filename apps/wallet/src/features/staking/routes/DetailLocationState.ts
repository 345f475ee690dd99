/** Location state of a detail opened with the claim or restake flag (the list's Claim actions, spec 2 §2.2). */
export interface DetailLocationState {
  open?: 'claim' | 'restake';
}
