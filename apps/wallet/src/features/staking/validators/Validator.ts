/**
 * A validator as the staking screens show it (docs/staking.md#validator-picker), amounts in wei, times in
 * seconds.
 */
export interface Validator {
  id: bigint;
  address: `0x${string}`;
  /** null when the validator publishes no name ('unknown' in the list). */
  name: string | null;
  logoUrl: string | null;
  website: string | null;
  selfStaked: bigint;
  delegated: bigint;
  totalStaked: bigint;
  /** How much more it may receive (0 at its limit). */
  delegatedLimit: bigint;
  isActive: boolean;
  isOffline: boolean;
  isCheater: boolean;
  lockedUntil: bigint;
}
