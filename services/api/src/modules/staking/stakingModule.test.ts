import { addresses, sfcArtifact, stakeTokenizerArtifact } from '@fantom-wallet/contracts';
import { sealEpochs } from '@fantom-wallet/devnet';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backends } from '../../../test/backends.ts';
import { gql } from '../../../test/gql.ts';
import { type Stack, startStack } from '../../../test/startStack.ts';

const hex = (value: bigint): string => `0x${value.toString(16)}`;
const sfc = { address: addresses.sfc, abi: sfcArtifact.abi } as const;

describe.each(backends())(
  'staking: validators, delegations, withdraw requests, epochs (compared with direct SFC reads) on $name',
  ({ options }) => {
    let stack: Stack;
    let alice: Address;
    let bob: Address;
    let carol: Address;
    const read = <T>(functionName: string, args: readonly unknown[] = []) =>
      stack.clients.public.readContract({ ...sfc, functionName, args } as never) as Promise<T>;

    beforeAll(async () => {
      stack = await startStack(inject('snapshotFile'), await options());
      const account = (role: string) => {
        const found = stack.devnet.deployment.accounts.find((a) => a.role === role);
        if (found === undefined) throw new Error(`no ${role} in the deployment`);
        return found.address;
      };
      [alice, bob, carol] = [account('alice'), account('bob'), account('carol')];
      await sealEpochs(stack.clients, stack.devnet.deployment, 2);
      await stack.synced();
    });
    afterAll(() => stack?.stop());

    it('stakers lists every validator by total stake, with SFC values and published info', async () => {
      const { data } = await gql<{
        stakers: {
          id: string;
          stakerAddress: string;
          stake: string;
          totalStake: string;
          isCheater: boolean;
          stakerInfo: { name: string } | null;
        }[];
      }>(stack.api.url, '{ stakers { id stakerAddress stake totalStake isCheater stakerInfo { name } } }');
      const stakers = data?.stakers ?? [];
      expect(stakers).toHaveLength(stack.devnet.deployment.validators.length);
      const totals = stakers.map((s) => BigInt(s.totalStake));
      expect([...totals].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(totals);
      for (const validator of stack.devnet.deployment.validators) {
        const staker = stakers.find((s) => s.id === hex(BigInt(validator.id)));
        const onChain = await read<readonly [bigint, bigint, bigint, bigint, bigint, bigint, Address]>(
          'getValidator',
          [BigInt(validator.id)],
        );
        expect(staker).toMatchObject({
          stakerAddress: validator.auth.toLowerCase(),
          totalStake: hex(onChain[3]),
          stake: hex(await read<bigint>('getSelfStake', [BigInt(validator.id)])),
          isCheater: validator.role === 'cheater',
          stakerInfo: { name: validator.name },
        });
      }
    });

    it('staker(id) answers the limits and lock fields; unknown ids and no arguments are errors', async () => {
      const v1 = stack.devnet.deployment.validators[0];
      if (v1 === undefined) throw new Error('no validator');
      const { data } = await gql<{ staker: Record<string, unknown> }>(
        stack.api.url,
        'query($id: BigInt!) { staker(id: $id) { id isActive isOffline isStakeLocked lockedUntil totalDelegatedLimit delegatedLimit delegatedMe } }',
        { id: hex(BigInt(v1.id)) },
      );
      const self = await read<bigint>('getSelfStake', [BigInt(v1.id)]);
      const received = (await read<readonly bigint[]>('getValidator', [BigInt(v1.id)]))[3] ?? 0n;
      const ratio = await read<bigint>('maxDelegatedRatio');
      const [, , endTime] = await read<readonly [bigint, bigint, bigint, bigint]>('getLockupInfo', [
        v1.auth,
        BigInt(v1.id),
      ]);
      expect(data?.staker).toMatchObject({
        isActive: true,
        isOffline: false,
        isStakeLocked: v1.lockDays > 0,
        lockedUntil: hex(v1.lockDays > 0 ? endTime : 0n),
        totalDelegatedLimit: hex((self * ratio) / 10n ** 18n),
        delegatedMe: hex(received - self),
      });
      const unknown = await gql(stack.api.url, '{ staker(id: "0x3e7") { id } }');
      expect(unknown.errors?.[0]?.message).toBe('validator #999 not found');
      expect((await gql(stack.api.url, '{ staker { id } }')).errors?.[0]?.message).toMatch(
        /id or an address/,
      );
      const byAddress = await gql<{ staker: { id: string } }>(
        stack.api.url,
        `{ staker(address: "${v1.auth}") { id } }`,
      );
      expect(byAddress.data?.staker.id).toBe(hex(BigInt(v1.id)));
    });

    it('delegationsByAddress lists the delegations with live amounts; Account.delegations is the same list', async () => {
      const query = `query($a: Address!, $count: Int) {
      delegationsByAddress(address: $a, count: $count) { totalCount pageInfo { hasNext hasPrevious }
        edges { cursor delegation { toStakerId amount amountDelegated amountInWithdraw pendingRewards { amount } } } }
      account(address: $a) { delegations(count: $count) { totalCount edges { cursor } } } }`;
      const { data } = await gql<{
        delegationsByAddress: {
          totalCount: string;
          edges: {
            cursor: string;
            delegation: {
              toStakerId: string;
              amount: string;
              amountDelegated: string;
              amountInWithdraw: string;
            };
          }[];
        };
        account: { delegations: { totalCount: string; edges: { cursor: string }[] } };
      }>(stack.api.url, query, { a: alice, count: 25 });
      const list = data?.delegationsByAddress;
      expect(list?.totalCount).toBe('0x3');
      expect(data?.account.delegations.edges.map((e) => e.cursor)).toEqual(list?.edges.map((e) => e.cursor));
      for (const { delegation } of list?.edges ?? []) {
        const stake = await read<bigint>('getStake', [alice, BigInt(delegation.toStakerId)]);
        expect(delegation.amountDelegated).toBe(hex(stake));
        expect(BigInt(delegation.amount)).toBe(stake + BigInt(delegation.amountInWithdraw));
      }
      // Newest first: the last delegation alice made comes first; the cursor pages on.
      const page = await gql<{
        delegationsByAddress: { edges: { cursor: string }[]; pageInfo: { hasNext: boolean } };
      }>(
        stack.api.url,
        'query($a: Address!, $c: Cursor) { delegationsByAddress(address: $a, cursor: $c, count: 1) { edges { cursor } pageInfo { hasNext } } }',
        { a: alice, c: list?.edges[0]?.cursor },
      );
      expect(page.data?.delegationsByAddress.edges.map((e) => e.cursor)).toEqual([list?.edges[1]?.cursor]);
      const badCursor = await gql(
        stack.api.url,
        '{ delegationsByAddress(address: "0x0000000000000000000000000000000000000001", cursor: "zz") { totalCount } }',
      );
      expect(badCursor.errors?.[0]?.message).toBe('invalid delegation cursor ID');
    });

    it('delegation detail: withdraw requests, locks, unlocked amount and the simulated unlock penalty', async () => {
      const [v1, , , v4] = stack.devnet.deployment.validators;
      if (v1 === undefined || v4 === undefined) throw new Error('validators missing');
      const query = `query($a: Address!, $s: BigInt!, $amount: BigInt!, $penalty: Boolean!) { delegation(address: $a, staker: $s) {
      toStakerId amountInWithdraw unlockedAmount lockedAmount lockedUntil lockDuration isDelegationLocked isFluidStakingActive
      unlockPenalty(amount: $amount) @include(if: $penalty) withdrawRequests { address stakerID withdrawRequestID amount withdrawTime } } }`;
      const withdrawing = await gql<{ delegation: Record<string, unknown> }>(stack.api.url, query, {
        a: alice,
        s: hex(BigInt(v4.id)),
        amount: '0x0',
        penalty: false,
      });
      expect(withdrawing.data?.delegation).toMatchObject({
        amountInWithdraw: hex(parseEther('400')),
        isDelegationLocked: false,
        isFluidStakingActive: true,
        withdrawRequests: [
          {
            address: alice.toLowerCase(),
            stakerID: hex(BigInt(v4.id)),
            withdrawRequestID: '0x1',
            amount: hex(parseEther('400')),
            withdrawTime: null,
          },
        ],
      });
      const amount = parseEther('1000');
      const locked = await gql<{ delegation: Record<string, unknown> }>(stack.api.url, query, {
        a: alice,
        s: hex(BigInt(v1.id)),
        amount: hex(amount),
        penalty: true,
      });
      const [lockedStake, , endTime, duration] = await read<readonly [bigint, bigint, bigint, bigint]>(
        'getLockupInfo',
        [alice, BigInt(v1.id)],
      );
      const { result: penalty } = await stack.clients.public.simulateContract({
        ...sfc,
        functionName: 'unlockStake',
        args: [BigInt(v1.id), amount],
        account: alice,
      });
      expect(penalty).toBeGreaterThanOrEqual(0n);
      expect(locked.data?.delegation).toMatchObject({
        lockedAmount: hex(lockedStake),
        lockedUntil: hex(endTime),
        lockDuration: hex(duration),
        isDelegationLocked: true,
        unlockedAmount: hex(await read<bigint>('getUnlockedStake', [alice, BigInt(v1.id)])),
        unlockPenalty: hex(penalty),
      });
      const tooMuch = await gql(stack.api.url, query, {
        a: alice,
        s: hex(BigInt(v1.id)),
        amount: hex(parseEther('999999')),
        penalty: true,
      });
      expect(tooMuch.errors?.[0]?.path).toEqual(['delegation', 'unlockPenalty']);
    });

    it('sFTM fields come from the tokenizer; a missing delegation is an error', async () => {
      const v3 = stack.devnet.deployment.validators[2];
      if (v3 === undefined) throw new Error('validator missing');
      const { data } = await gql<{
        delegation: { outstandingSFTM: string; tokenizerAllowedToWithdraw: boolean };
      }>(
        stack.api.url,
        'query($a: Address!, $s: BigInt!) { delegation(address: $a, staker: $s) { outstandingSFTM tokenizerAllowedToWithdraw } }',
        { a: bob, s: hex(BigInt(v3.id)) },
      );
      const outstanding = (await stack.clients.public.readContract({
        address: addresses.stakeTokenizer,
        abi: stakeTokenizerArtifact.abi,
        functionName: 'outstandingSFTM',
        args: [bob, BigInt(v3.id)],
      })) as bigint;
      expect(outstanding).toBeGreaterThan(0n);
      expect(data?.delegation).toEqual({
        outstandingSFTM: hex(outstanding),
        tokenizerAllowedToWithdraw: false,
      });
      const missing = await gql(
        stack.api.url,
        `{ delegation(address: "${carol}", staker: "0x1") { amount } }`,
      );
      expect(missing).toMatchObject({ data: { delegation: null } });
      expect(missing.errors?.[0]?.message).toMatch(/not found/);
    });

    it('delegationsOf lists a validator’s delegators', async () => {
      const v2 = stack.devnet.deployment.validators[1];
      if (v2 === undefined) throw new Error('validator missing');
      const { data } = await gql<{ delegationsOf: { edges: { delegation: { address: string } }[] } }>(
        stack.api.url,
        `{ delegationsOf(staker: "${hex(BigInt(v2.id))}") { edges { delegation { address } } } }`,
      );
      const delegators = data?.delegationsOf.edges.map((e) => e.delegation.address) ?? [];
      expect(delegators).toEqual(expect.arrayContaining([alice.toLowerCase(), carol.toLowerCase()]));
    });

    it('totalValue is the balance plus stake, pending rewards and pending withdrawals', async () => {
      const { data } = await gql<{
        account: {
          balance: string;
          totalValue: string;
          delegations: { edges: { delegation: { amount: string; pendingRewards: { amount: string } } }[] };
        };
      }>(
        stack.api.url,
        `{ account(address: "${alice}") { balance totalValue delegations { edges { delegation { amount pendingRewards { amount } } } } } }`,
      );
      const account = data?.account;
      const staked = (account?.delegations.edges ?? []).reduce(
        (sum, e) => sum + BigInt(e.delegation.amount) + BigInt(e.delegation.pendingRewards.amount),
        0n,
      );
      expect(BigInt(account?.totalValue ?? 0)).toBe(BigInt(account?.balance ?? 0) + staked);
    });

    it('sfcConfig, epoch, currentEpoch and the DeFi addresses the staking screens read', async () => {
      const { data } = await gql<{
        sfcConfig: Record<string, string>;
        epoch: { id: string; endTime: string; duration: string };
        currentEpoch: string;
        defiConfiguration: { StakeTokenizerContract: string; StakeTokenizedERC20Token: string };
      }>(
        stack.api.url,
        `{ sfcConfig { minValidatorStake maxDelegatedRatio minLockupDuration maxLockupDuration withdrawalPeriodEpochs withdrawalPeriodTime }
         epoch { id endTime duration } currentEpoch defiConfiguration { StakeTokenizerContract StakeTokenizedERC20Token } }`,
      );
      expect(data?.sfcConfig).toEqual({
        minValidatorStake: hex(await read<bigint>('minSelfStake')),
        maxDelegatedRatio: hex(await read<bigint>('maxDelegatedRatio')),
        minLockupDuration: hex(await read<bigint>('minLockupDuration')),
        maxLockupDuration: hex(await read<bigint>('maxLockupDuration')),
        withdrawalPeriodEpochs: hex(await read<bigint>('withdrawalPeriodEpochs')),
        withdrawalPeriodTime: hex(await read<bigint>('withdrawalPeriodTime')),
      });
      const sealed = await read<bigint>('currentSealedEpoch');
      const [endTime] = await read<readonly bigint[]>('getEpochSnapshot', [sealed]);
      const [previousEnd] = await read<readonly bigint[]>('getEpochSnapshot', [sealed - 1n]);
      expect(data?.epoch).toEqual({
        id: hex(sealed),
        endTime: hex(endTime ?? 0n),
        duration: hex((endTime ?? 0n) - (previousEnd ?? 0n)),
      });
      expect(data?.currentEpoch).toBe(hex(await read<bigint>('currentEpoch')));
      expect(data?.defiConfiguration).toEqual({
        StakeTokenizerContract: addresses.stakeTokenizer.toLowerCase(),
        StakeTokenizedERC20Token: addresses.sftm.toLowerCase(),
      });
      const future = await gql(stack.api.url, '{ epoch(id: "0xffff") { id } }');
      expect(future.errors?.[0]?.message).toMatch(/epoch #65535 not found/);
    });
  },
);
