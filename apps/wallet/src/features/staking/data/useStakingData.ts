import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { stakingQueries } from './stakingQueries.ts';

/** What every delegation screen reads: the delegation, its validator, the SFC config and chain time. */
export function useStakingData(address: `0x${string}`, stakerId: bigint) {
  const network = useActiveNetwork();
  const delegation = useQuery(stakingQueries.delegation(network, address, stakerId));
  const validators = useQuery(stakingQueries.validators(network));
  const config = useQuery(stakingQueries.sfcConfig(network));
  const now = useQuery(stakingQueries.chainTime(network));
  const validator = validators.data?.find((v) => v.id === stakerId);
  return { network, delegation, validators, validator, config, now };
}
