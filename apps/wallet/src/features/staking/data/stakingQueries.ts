import {
  delegationDetail,
  ercTokenBalance,
  getErc20TokenAllowance,
  getUnlockPenalty,
  request,
  sfcConfig,
  validators,
} from '@fantom-wallet/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';
import { chainFactsQueries } from '../../transactions/index.ts';
import { toValidator } from '../validators/toValidator.ts';
import { fetchDelegations } from './fetchDelegations.ts';
import { toDelegationDetail } from './toDelegationDetail.ts';

/**
 * Query options of the staking screens (the pattern: plain fetch → options with key → hook at the call site).
 */
export const stakingQueries = {
  delegations: (network: AppNetwork, address: `0x${string}`, pageSize: 25 | 100 = 25) =>
    queryOptions({
      queryKey: [...queryKeys.delegations(network.id, address), pageSize],
      queryFn: ({ signal }) => fetchDelegations(network, address, pageSize, signal),
      refetchInterval: 10_000,
    }),
  delegation: (network: AppNetwork, address: `0x${string}`, stakerId: bigint) =>
    queryOptions({
      queryKey: queryKeys.delegation(network.id, address, stakerId.toString()),
      queryFn: async ({ signal }) => {
        const data = await request(
          transportFor(network),
          delegationDetail,
          { address, staker: stakerId },
          signal,
        );
        return data.delegation === null ? null : toDelegationDetail(data.delegation);
      },
      refetchInterval: 5_000,
    }),
  validators: (network: AppNetwork) =>
    queryOptions({
      queryKey: queryKeys.validators(network.id),
      queryFn: async ({ signal }) =>
        (await request(transportFor(network), validators, {}, signal)).stakers.map(toValidator),
      staleTime: 30_000,
    }),
  sfcConfig: (network: AppNetwork) =>
    queryOptions({
      queryKey: queryKeys.sfcConfig(network.id),
      queryFn: async ({ signal }) => {
        const c = (await request(transportFor(network), sfcConfig, {}, signal)).sfcConfig;
        return {
          minLockupDuration: c.minLockupDuration,
          maxLockupDuration: c.maxLockupDuration,
          withdrawalPeriodTime: c.withdrawalPeriodTime,
          withdrawalPeriodEpochs: c.withdrawalPeriodEpochs,
        };
      },
      staleTime: 60_000,
    }),
  /** Chain time (docs/staking.md#chain-time), the one read every flow shares, polled every 5 s here. */
  chainTime: (network: AppNetwork) =>
    queryOptions({ ...chainFactsQueries.chainTime(network), refetchInterval: 5_000 }),
  /** The sFTM balance of `owner` and its allowance to the tokenizer. */
  sftm: (
    network: AppNetwork,
    owner: `0x${string}`,
    contracts: { tokenizer: `0x${string}`; sftm: `0x${string}` },
  ) =>
    queryOptions({
      queryKey: queryKeys.sftm(network.id, owner, contracts.sftm, contracts.tokenizer),
      queryFn: async ({ signal }) => {
        const transport = transportFor(network);
        const [balance, allowance] = await Promise.all([
          request(transport, ercTokenBalance, { owner, token: contracts.sftm }, signal),
          request(
            transport,
            getErc20TokenAllowance,
            { token: contracts.sftm, owner, spender: contracts.tokenizer },
            signal,
          ),
        ]);
        return {
          balance: balance.ercTokenBalance,
          allowance: allowance.ercTokenAllowance,
        };
      },
      refetchInterval: 5_000,
    }),
  /**
   * docs/staking.md#unlock-before-undelegating: the contract's unlock penalty for `amount` (simulated by the
   * API, never sent).
   */
  unlockPenalty: (network: AppNetwork, address: `0x${string}`, stakerId: bigint, amount: bigint) =>
    queryOptions({
      queryKey: queryKeys.unlockPenalty(network.id, address, stakerId.toString(), amount.toString()),
      queryFn: async ({ signal }) => {
        const data = await request(
          transportFor(network),
          getUnlockPenalty,
          { address, staker: stakerId, amount },
          signal,
        );
        return data.delegation?.unlockPenalty ?? 0n;
      },
      retry: false,
    }),
};
