const constant = (name: string) =>
  ({ type: 'function', name, stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] }) as const;

/** The SfcConfig getters, found on the SFC itself (≤ v3.0.1) or on its ConstantsManager (later versions). */
export const sfcConstantsAbi = [
  constant('minSelfStake'),
  constant('maxDelegatedRatio'),
  constant('minLockupDuration'),
  constant('maxLockupDuration'),
  constant('withdrawalPeriodEpochs'),
  constant('withdrawalPeriodTime'),
] as const;
