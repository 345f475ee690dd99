import { fantomMintRewardDistributionArtifact } from '@fantom-wallet/contracts';
import type { ApiServices } from '../../services/ApiServices.ts';
import { readFmintAddresses } from './readFmintAddresses.ts';

// rewardPush()'s code for a push that goes through (the distribution's ERR_NO_ERROR).
const pushAccepted = 0n;

/**
 * Whether a rewards push would go through now: the distribution's own `rewardPush()` run as a call at the latest
 * block, so every rule counts (the hourly interval, nothing unlocked, rewards depleted), not only the time since
 * the last push that the public API looks at.
 */
export function canPushRewards(services: ApiServices): Promise<boolean> {
  return services.fmint.amounts
    .get('rewardPush', async () => {
      const fmint = await readFmintAddresses(services);
      if (fmint === null) return 1n;
      const { result } = await services.chain.simulateContract({
        address: fmint.rewardDistribution,
        abi: fantomMintRewardDistributionArtifact.abi,
        functionName: 'rewardPush',
      });
      return result;
    })
    .then((code) => code === pushAccepted);
}
