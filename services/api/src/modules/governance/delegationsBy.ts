import type { Address } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';
import { loadStaker, readStake } from '../staking/index.ts';

/**
 * The validators (their auth addresses) an account can vote through: those of its indexed delegations that still
 * hold a stake, a validator's own self-delegation included. Newest delegation first, each validator once.
 */
export async function delegationsBy(services: ApiServices, from: Address): Promise<Address[]> {
  const delegations = await services.staking.delegationLists.get(from.toLowerCase(), () =>
    services.staking.store.delegationsOf(from),
  );
  const stakes = await Promise.all(delegations.map((d) => readStake(services, from, d.toStakerId)));
  const active = delegations.filter((_, i) => (stakes[i] ?? 0n) > 0n);
  const stakers = await Promise.all(active.map((d) => loadStaker(services, d.toStakerId)));
  return [...new Set(stakers.map((staker) => staker.stakerAddress))];
}
