import { WEI_PER_FTM } from '../amounts/WEI_PER_FTM.ts';

/** Staking constants (docs/staking.md#numbers). Times in seconds, amounts in wei, ratios in basis points. */
export const STAKING = {
  minStake: WEI_PER_FTM,
  minLockAmount: WEI_PER_FTM,
  minUndelegateAmount: WEI_PER_FTM,
  entireBalanceReserve: 2n * WEI_PER_FTM,
  day: 86_400n,
  withdrawBuffer: 900n,
  validatorLockReduction: 7_300n,
  validatorSelfLockMaxDays: 365,
  /** docs/staking.md#lock-days: only on the test network 0xfa2 a 14-day lock is sent as 605 s. */
  testnetChainId: 0xfa2,
  testnetLockDays: 14,
  testnetLockSeconds: 605n,
  /** An amount above 99.95 % of the delegation locks the whole delegation. */
  nearFullLockBps: 9_995n,
  /** Repay step 1 allows the outstanding sFTM plus 5 % (basis points on top, for `planApproval`). */
  repayAllowanceMarginBps: 500n,
} as const;
