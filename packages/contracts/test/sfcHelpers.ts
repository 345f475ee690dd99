import { type Address, parseEther } from 'viem';
import { addresses } from '../src/addresses.ts';
import { sendTx } from '../src/deploy/sendTx.ts';
import { sfcArtifact } from '../src/generated/sfcArtifact.ts';
import type { TestChain } from './startTestChain.ts';

export const SFC = { address: addresses.sfc, abi: sfcArtifact.abi } as const;
export const DAY = 86_400n;
export const E18 = 10n ** 18n;
// The estimate runs before the block's timestamp is set, so it can miss the reward branch.
const SEAL_GAS = 10_000_000n;

/** Small wrappers so each test reads as the staking story it checks. */
export function sfcHelpers(chain: TestChain) {
  const { clients } = chain;
  const read = clients.public;
  return {
    async createValidator(auth: Address, selfStake: bigint): Promise<bigint> {
      await sendTx(clients, {
        ...SFC,
        from: chain.owner,
        functionName: 'createValidatorFor',
        args: [auth, '0x01'],
        value: selfStake,
      });
      return read.readContract({ ...SFC, functionName: 'lastValidatorID' });
    },
    delegate: (from: Address, id: bigint, amount: bigint) =>
      sendTx(clients, { ...SFC, from, functionName: 'delegate', args: [id], value: amount }),
    undelegate: (from: Address, id: bigint, wrID: bigint, amount: bigint) =>
      sendTx(clients, { ...SFC, from, functionName: 'undelegate', args: [id, wrID, amount] }),
    withdraw: (from: Address, id: bigint, wrID: bigint) =>
      sendTx(clients, { ...SFC, from, functionName: 'withdraw', args: [id, wrID] }),
    lock: (from: Address, id: bigint, duration: bigint, amount: bigint) =>
      sendTx(clients, { ...SFC, from, functionName: 'lockStake', args: [id, duration, amount] }),
    relock: (from: Address, id: bigint, duration: bigint, amount: bigint) =>
      sendTx(clients, { ...SFC, from, functionName: 'relockStake', args: [id, duration, amount] }),
    unlock: (from: Address, id: bigint, amount: bigint) =>
      sendTx(clients, { ...SFC, from, functionName: 'unlockStake', args: [id, amount] }),
    async previewUnlock(from: Address, id: bigint, amount: bigint): Promise<bigint> {
      const { result } = await read.simulateContract({
        ...SFC,
        account: from,
        functionName: 'unlockStake',
        args: [id, amount],
      });
      return result;
    },
    claim: (from: Address, id: bigint) =>
      sendTx(clients, { ...SFC, from, functionName: 'claimRewards', args: [id] }),
    restake: (from: Address, id: bigint) =>
      sendTx(clients, { ...SFC, from, functionName: 'restakeRewards', args: [id] }),
    setStatus: (id: bigint, status: bigint) =>
      sendTx(clients, { ...SFC, from: chain.owner, functionName: 'setValidatorStatus', args: [id, status] }),
    seal: () =>
      sendTx(clients, { ...SFC, from: chain.owner, functionName: 'sealEpoch', args: [], gas: SEAL_GAS }),
    sealMany: (count: bigint) =>
      sendTx(clients, {
        ...SFC,
        from: chain.owner,
        functionName: 'sealEpochs',
        args: [count],
        gas: SEAL_GAS,
      }),
    /** Seals an epoch exactly `seconds` after the last one ended, so rewards are predictable. */
    async sealAfter(seconds: bigint): Promise<void> {
      const sealed = await read.readContract({ ...SFC, functionName: 'currentSealedEpoch' });
      const [endTime] = await read.readContract({ ...SFC, functionName: 'getEpochSnapshot', args: [sealed] });
      await clients.test.setNextBlockTimestamp({ timestamp: endTime + seconds });
      await sendTx(clients, {
        ...SFC,
        from: chain.owner,
        functionName: 'sealEpoch',
        args: [],
        gas: SEAL_GAS,
      });
    },
    async increaseTime(seconds: bigint): Promise<void> {
      await clients.test.increaseTime({ seconds: Number(seconds) });
      await clients.test.mine({ blocks: 1 });
    },
    stake: (delegator: Address, id: bigint) =>
      read.readContract({ ...SFC, functionName: 'getStake', args: [delegator, id] }),
    pending: (delegator: Address, id: bigint) =>
      read.readContract({ ...SFC, functionName: 'pendingRewards', args: [delegator, id] }),
    lockup: (delegator: Address, id: bigint) =>
      read.readContract({ ...SFC, functionName: 'getLockupInfo', args: [delegator, id] }),
    validator: (id: bigint) => read.readContract({ ...SFC, functionName: 'getValidator', args: [id] }),
    balance: (address: Address) => read.getBalance({ address }),
    async setRewardRate(perSecond: bigint): Promise<void> {
      await sendTx(clients, {
        ...SFC,
        from: chain.owner,
        functionName: 'updateBaseRewardPerSecond',
        args: [perSecond],
      });
    },
    async setConstants(overrides: Partial<Record<ConstantName, bigint>>): Promise<void> {
      const current: Record<ConstantName, bigint> = {
        minSelfStake: parseEther('500000'),
        maxDelegatedRatio: 16n * E18,
        validatorCommission: (15n * E18) / 100n,
        unlockedRewardRatio: (30n * E18) / 100n,
        minLockupDuration: 14n * DAY,
        maxLockupDuration: 365n * DAY,
        withdrawalPeriodEpochs: 3n,
        withdrawalPeriodTime: 7n * DAY,
        ...overrides,
      };
      await sendTx(clients, {
        ...SFC,
        from: chain.owner,
        functionName: 'updateConstants',
        args: [
          current.minSelfStake,
          current.maxDelegatedRatio,
          current.validatorCommission,
          current.unlockedRewardRatio,
          current.minLockupDuration,
          current.maxLockupDuration,
          current.withdrawalPeriodEpochs,
          current.withdrawalPeriodTime,
        ],
      });
    },
  };
}

export type ConstantName =
  | 'minSelfStake'
  | 'maxDelegatedRatio'
  | 'validatorCommission'
  | 'unlockedRewardRatio'
  | 'minLockupDuration'
  | 'maxLockupDuration'
  | 'withdrawalPeriodEpochs'
  | 'withdrawalPeriodTime';
