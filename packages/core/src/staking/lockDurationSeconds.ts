import { STAKING } from './STAKING.ts';

/**
 * The lockupDuration sent to the SFC for a number of days: days × 86400, except (docs/staking.md#lock-days)
 * on the test network 0xfa2, where a 14-day lock is sent as 605 s.
 */
export function lockDurationSeconds(days: number, chainId: number): bigint {
  if (chainId === STAKING.testnetChainId && days === STAKING.testnetLockDays)
    return STAKING.testnetLockSeconds;
  return BigInt(days) * STAKING.day;
}
