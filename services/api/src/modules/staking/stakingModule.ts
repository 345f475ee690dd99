import { sfcArtifact, stakeTokenizerArtifact } from '@fantom-wallet/contracts';
import { BaseError, ContractFunctionRevertedError, zeroAddress } from 'viem';
import { BlockCache } from '../../chain/BlockCache.ts';
import { ApiError } from '../../errors/ApiError.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { ApiModule } from '../ApiModule.ts';
import { chainTime, readBalance } from '../core/index.ts';
import { createStakingIndexer } from './createStakingIndexer.ts';
import { delegationConnection } from './delegationConnection.ts';
import { loadStaker } from './loadStaker.ts';
import { readEpoch } from './readEpoch.ts';
import { readLockup } from './readLockup.ts';
import { readPendingRewards } from './readPendingRewards.ts';
import { readSfcConfig } from './readSfcConfig.ts';
import { readStake } from './readStake.ts';
import { readStakerInfo } from './readStakerInfo.ts';
import type { StakingServices } from './StakingServices.ts';
import { StakingStore } from './StakingStore.ts';

const statusWithdrawn = 1n;
const statusCheater = 128n;
// The public API keeps a delegation "locked" for 5 minutes after its end, so a wallet does not offer an
// unlock that the SFC would still refuse because of clock skew between blocks.
const lockSafetyMarginSeconds = 300n;

const max0 = (value: bigint): bigint => (value < 0n ? 0n : value);

async function tokenizer(services: ApiServices): Promise<`0x${string}` | undefined> {
  if (services.config.contracts.stakeTokenizer !== undefined) return services.config.contracts.stakeTokenizer;
  const onChain = await services.chain
    .readContract({
      address: services.config.contracts.sfc,
      abi: sfcArtifact.abi,
      functionName: 'stakeTokenizerAddress',
    })
    .catch(() => zeroAddress);
  return onChain === zeroAddress ? undefined : onChain;
}

/** Validators, delegations, withdraw requests, epochs and the SFC configuration. */
export const stakingModule: ApiModule = {
  name: 'staking',
  migrations: new URL('./migrations/', import.meta.url),
  services: ({ db, heads }): { staking: StakingServices } => ({
    staking: { store: new StakingStore(db), delegationLists: new BlockCache(heads) },
  }),
  indexer: ({ config }) => createStakingIndexer(config.contracts.sfc),
  resolvers: {
    Query: {
      state: async (_parent, _args, services) => {
        const sfc = { address: services.config.contracts.sfc, abi: sfcArtifact.abi } as const;
        const [sealedEpoch, head, transactions, validators, version, accounts] = await Promise.all([
          readEpoch(services, undefined),
          services.rpc.request<`0x${string}`>('eth_blockNumber'),
          services.core.transactions.transactionCount(),
          services.chain.readContract({ ...sfc, functionName: 'lastValidatorID' }),
          services.chain.readContract({ ...sfc, functionName: 'version' }).catch(() => '0x000000' as const),
          services.core.transactions.accountCount(),
        ]);
        return {
          sealedEpoch,
          blocks: BigInt(head) + 1n,
          transactions: BigInt(transactions),
          validators,
          accounts: BigInt(accounts),
          sfcVersion: BigInt(version),
          sfcContractAddress: services.config.contracts.sfc,
          sfcLockingEnabled: true,
        };
      },
      sfcConfig: (_parent, _args, services) => readSfcConfig(services),
      epoch: (_parent, { id }, services) => readEpoch(services, id ?? undefined),
      currentEpoch: (_parent, _args, { chain, config }) =>
        chain.readContract({
          address: config.contracts.sfc,
          abi: sfcArtifact.abi,
          functionName: 'currentEpoch',
        }),
      staker: async (_parent, { id, address }, services) => {
        if (id != null) return loadStaker(services, id);
        if (address == null)
          throw new ApiError('INVALID_ARGUMENT', 'either a staker id or an address is required');
        const found = await services.chain.readContract({
          address: services.config.contracts.sfc,
          abi: sfcArtifact.abi,
          functionName: 'getValidatorID',
          args: [address],
        });
        if (found === 0n) throw new ApiError('NOT_FOUND', `validator with address ${address} not found`);
        return loadStaker(services, found);
      },
      stakers: async (_parent, _args, services) => {
        const last = await services.chain.readContract({
          address: services.config.contracts.sfc,
          abi: sfcArtifact.abi,
          functionName: 'lastValidatorID',
        });
        const ids = Array.from({ length: Number(last) }, (_, i) => BigInt(i + 1));
        const loaded = await Promise.allSettled(ids.map((id) => loadStaker(services, id)));
        const stakers = loaded.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        return stakers.sort((a, b) =>
          a.receivedStake === b.receivedStake ? 0 : a.receivedStake > b.receivedStake ? -1 : 1,
        );
      },
      delegation: async (_parent, { address, staker }, services) => {
        const indexed = await services.staking.store.delegation(address, staker);
        if (indexed !== null) return indexed;
        // Not indexed yet (made in the last block or two): still answer if the SFC knows a stake.
        const stake = await readStake(services, address, staker);
        if (stake === 0n)
          throw new ApiError('NOT_FOUND', `delegation of ${address} to validator #${staker} not found`);
        return { address, toStakerId: staker, createdTime: await chainTime(services), cursor: '' };
      },
      delegationsByAddress: async (_parent, { address, cursor, count }, { staking: { store } }) => {
        const { slice, totalCount } = await store.delegationsPage(
          { delegator: address },
          cursor ?? null,
          count,
        );
        return delegationConnection(slice, totalCount);
      },
      delegationsOf: async (_parent, { staker, cursor, count }, { staking: { store } }) => {
        const { slice, totalCount } = await store.delegationsPage(
          { validatorId: staker },
          cursor ?? null,
          count,
        );
        return delegationConnection(slice, totalCount);
      },
    },
    Account: {
      staker: async ({ address }, _args, services) => {
        const id = await services.chain
          .readContract({
            address: services.config.contracts.sfc,
            abi: sfcArtifact.abi,
            functionName: 'getValidatorID',
            args: [address],
          })
          .catch(() => 0n);
        return id === 0n ? null : loadStaker(services, id);
      },
      delegations: async ({ address }, { cursor, count }, { staking: { store } }) => {
        const { slice, totalCount } = await store.delegationsPage(
          { delegator: address },
          cursor ?? null,
          count,
        );
        return delegationConnection(slice, totalCount);
      },
      // Balance plus everything staked: active stake, pending rewards and undelegations not yet withdrawn.
      totalValue: async ({ address }, _args, services) => {
        const delegations = await services.staking.delegationLists.get(address, () =>
          services.staking.store.delegationsOf(address),
        );
        const parts = await Promise.all([
          readBalance(services, address),
          ...delegations.flatMap((d) => [
            readStake(services, address, d.toStakerId),
            readPendingRewards(services, address, d.toStakerId),
            services.staking.store.amountInWithdraw(address, d.toStakerId),
          ]),
        ]);
        return parts.reduce((sum, part) => sum + part, 0n);
      },
    },
    Staker: {
      totalStake: (s) => s.receivedStake,
      stake: (s) => s.selfStake,
      delegatedMe: (s) => max0(s.receivedStake - s.selfStake),
      totalDelegatedLimit: async (s, _args, services) =>
        (s.selfStake * (await readSfcConfig(services)).maxDelegatedRatio) / 10n ** 18n,
      delegatedLimit: async (s, _args, services) =>
        max0(
          (s.selfStake * (await readSfcConfig(services)).maxDelegatedRatio) / 10n ** 18n - s.receivedStake,
        ),
      isActive: (s) => s.status === 0n,
      isWithdrawn: (s) => (s.status & statusWithdrawn) !== 0n,
      isCheater: (s) => (s.status & statusCheater) !== 0n,
      // No downtime RPC on a local chain: any non-zero status counts as offline (public API since 2023).
      isOffline: (s) => s.status !== 0n,
      // The public server inverts this (services/api/README.md#public-api-quirks-we-do-not-copy); locked
      // means a lock that has not ended yet.
      isStakeLocked: async (s, _args, services) =>
        s.lockedStake > 0n && s.lockedUntil > (await chainTime(services)),
      missedBlocks: () => 0n,
      downtime: () => 0n,
      stakerInfo: (s, _args, services) => readStakerInfo(services, s.id),
      delegations: async (s, { cursor, count }, { staking: { store } }) => {
        const { slice, totalCount } = await store.delegationsPage(
          { validatorId: s.id },
          cursor ?? null,
          count,
        );
        return delegationConnection(slice, totalCount);
      },
    },
    Delegation: {
      isSelfStake: async (d, _args, services) =>
        (await loadStaker(services, d.toStakerId)).stakerAddress === d.address,
      amount: async (d, _args, services) => {
        const [stake, inWithdraw] = await Promise.all([
          readStake(services, d.address, d.toStakerId),
          services.staking.store.amountInWithdraw(d.address, d.toStakerId),
        ]);
        return stake + inWithdraw;
      },
      amountDelegated: (d, _args, services) => readStake(services, d.address, d.toStakerId),
      amountInWithdraw: (d, _args, { staking: { store } }) => store.amountInWithdraw(d.address, d.toStakerId),
      claimedReward: (d, _args, { staking: { store } }) => store.claimedReward(d.address, d.toStakerId),
      pendingRewards: async (d, _args, services) => ({
        address: d.address,
        staker: d.toStakerId,
        amount: await readPendingRewards(services, d.address, d.toStakerId),
        fromEpoch: 0n,
        toEpoch: 0n,
        isOverRange: false,
      }),
      withdrawRequests: (d, { cursor, count, activeOnly }, { staking: { store } }) =>
        store.withdrawRequests(d.address, d.toStakerId, {
          cursor: cursor ?? null,
          count: count ?? 50,
          activeOnly: activeOnly ?? false,
        }),
      // On while the SFC has a tokenizer registered (the devnet can switch it off); the public server hard-wires true.
      isFluidStakingActive: async (_d, _args, services) => {
        const registered = await services.chain
          .readContract({
            address: services.config.contracts.sfc,
            abi: sfcArtifact.abi,
            functionName: 'stakeTokenizerAddress',
          })
          .catch(() => undefined);
        return registered === undefined
          ? services.config.contracts.stakeTokenizer !== undefined
          : registered !== zeroAddress;
      },
      isDelegationLocked: async (d, _args, services) => {
        const [lockup, now] = await Promise.all([
          readLockup(services, d.address, d.toStakerId),
          chainTime(services),
        ]);
        return lockup.lockedStake > 0n && lockup.endTime > now - lockSafetyMarginSeconds;
      },
      lockedFromEpoch: async (d, _args, services) =>
        (await readLockup(services, d.address, d.toStakerId)).fromEpoch,
      lockDuration: async (d, _args, services) =>
        (await readLockup(services, d.address, d.toStakerId)).duration,
      lockedUntil: async (d, _args, services) =>
        (await readLockup(services, d.address, d.toStakerId)).endTime,
      lockedAmount: async (d, _args, services) =>
        (await readLockup(services, d.address, d.toStakerId)).lockedStake,
      unlockedAmount: (d, _args, { chain, config }) =>
        chain.readContract({
          address: config.contracts.sfc,
          abi: sfcArtifact.abi,
          functionName: 'getUnlockedStake',
          args: [d.address, d.toStakerId],
        }),
      // Simulated, never sent: what unlockStake would return as the penalty if called now by the delegator.
      unlockPenalty: async (d, { amount }, { chain, config }) => {
        try {
          const { result } = await chain.simulateContract({
            address: config.contracts.sfc,
            abi: sfcArtifact.abi,
            functionName: 'unlockStake',
            args: [d.toStakerId, amount],
            account: d.address,
          });
          return result;
        } catch (error) {
          const reverted =
            error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
          const reason = reverted instanceof ContractFunctionRevertedError ? reverted.reason : undefined;
          throw new ApiError('CHAIN_REJECTED', reason ?? 'unlock simulation failed', { cause: error });
        }
      },
      outstandingSFTM: async (d, _args, services) => {
        const address = await tokenizer(services);
        if (address === undefined) return 0n;
        return services.chain.readContract({
          address,
          abi: stakeTokenizerArtifact.abi,
          functionName: 'outstandingSFTM',
          args: [d.address, d.toStakerId],
        });
      },
      tokenizerAllowedToWithdraw: async (d, _args, services) => {
        const address = await tokenizer(services);
        if (address === undefined) return true;
        return services.chain.readContract({
          address,
          abi: stakeTokenizerArtifact.abi,
          functionName: 'allowedToWithdrawStake',
          args: [d.address, d.toStakerId],
        });
      },
    },
    WithdrawRequest: {
      account: (w) => ({ address: w.address }),
      staker: (w, _args, services) => loadStaker(services, w.stakerID),
    },
  },
};
