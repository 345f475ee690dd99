import { sfcArtifact } from '@fantom-wallet/contracts';
import type { ApiServices } from '../../services/ApiServices.ts';

export interface SfcConfigValues {
  minValidatorStake: bigint;
  maxDelegatedRatio: bigint;
  minLockupDuration: bigint;
  maxLockupDuration: bigint;
  withdrawalPeriodEpochs: bigint;
  withdrawalPeriodTime: bigint;
}

type SfcConstant =
  | 'minSelfStake'
  | 'maxDelegatedRatio'
  | 'minLockupDuration'
  | 'maxLockupDuration'
  | 'withdrawalPeriodEpochs'
  | 'withdrawalPeriodTime';

/**
 * The SFC's staking constants. Older SFCs answer the getters themselves; newer ones keep them in a
 * ConstantsManager whose address the SFC reports, so fall back to it. Cached per block (a devnet owner may
 * change them).
 */
export async function readSfcConfig(services: ApiServices): Promise<SfcConfigValues> {
  const read = async (address: `0x${string}`): Promise<SfcConfigValues> => {
    // The ConstantsManager answers the same getters as the SFC, so the SFC's ABI serves both.
    const get = (functionName: SfcConstant) =>
      services.chain.readContract({ address, abi: sfcArtifact.abi, functionName });
    const [
      minValidatorStake,
      maxDelegatedRatio,
      minLockupDuration,
      maxLockupDuration,
      withdrawalPeriodEpochs,
      withdrawalPeriodTime,
    ] = await Promise.all([
      get('minSelfStake'),
      get('maxDelegatedRatio'),
      get('minLockupDuration'),
      get('maxLockupDuration'),
      get('withdrawalPeriodEpochs'),
      get('withdrawalPeriodTime'),
    ]);
    return {
      minValidatorStake,
      maxDelegatedRatio,
      minLockupDuration,
      maxLockupDuration,
      withdrawalPeriodEpochs,
      withdrawalPeriodTime,
    };
  };
  try {
    return await read(services.config.contracts.sfc);
  } catch {
    const consts = await services.chain.readContract({
      address: services.config.contracts.sfc,
      abi: sfcArtifact.abi,
      functionName: 'constsAddress',
    });
    return read(consts);
  }
}
