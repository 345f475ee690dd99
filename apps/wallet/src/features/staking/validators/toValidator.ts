import type { ValidatorsResult } from '@fantom-wallet/api-client';
import type { Validator } from './Validator.ts';

type Wire = ValidatorsResult['stakers'][number];

/** The API's staker as a Validator; a blank name counts as no name. */
export function toValidator(s: Wire): Validator {
  const stake = s.stake;
  const delegated = s.delegatedMe;
  const name = s.stakerInfo?.name?.trim();
  return {
    id: s.id,
    address: s.stakerAddress,
    name: name ? name : null,
    logoUrl: s.stakerInfo?.logoUrl ?? null,
    website: s.stakerInfo?.website ?? null,
    selfStaked: stake,
    delegated,
    totalStaked: s.totalStake ?? stake + delegated,
    delegatedLimit: s.delegatedLimit,
    isActive: s.isActive,
    isOffline: s.isOffline,
    isCheater: s.isCheater,
    lockedUntil: s.lockedUntil,
  };
}
