import {
  addresses,
  fantomDeFiTokenStorageArtifact,
  fantomMintArtifact,
  fantomMintPriceOracleArtifact,
  fantomMintRewardDistributionArtifact,
  fmintTokens,
  waitForReceipt,
} from '@fantom-wallet/contracts';
import { DEVNET_FTM_PRICES } from '@fantom-wallet/core';
import { timeTravel } from '@fantom-wallet/devnet';
import { type Address, erc20Abi, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backends } from '../../../test/backends.ts';
import { gql } from '../../../test/gql.ts';
import { type Stack, startStack } from '../../../test/startStack.ts';

const hex = (value: bigint | number): string => `0x${value.toString(16)}`;
const lower = (address: string) => address.toLowerCase();

interface Balance {
  type: string;
  tokenAddress: string;
  balance: string;
  value: string;
  token: { symbol: string };
}

describe.each(backends())(
  'fMint: configuration, tokens, positions and rewards (against contract reads) on $name',
  ({ options }) => {
    let stack: Stack;
    let alice: Address;
    const read = <T>(address: Address, abi: unknown, functionName: string, args: readonly unknown[] = []) =>
      stack.clients.public.readContract({ address, abi, functionName, args } as never) as Promise<T>;
    const core = (functionName: string, args: readonly unknown[] = []) =>
      read<bigint>(addresses.fMint, fantomMintArtifact.abi, functionName, args);
    const pool = (address: Address, functionName: string, args: readonly unknown[]) =>
      read<bigint>(address, fantomDeFiTokenStorageArtifact.abi, functionName, args);
    const distribution = <T>(functionName: string, args: readonly unknown[] = []) =>
      read<T>(
        addresses.fMintRewardDistribution,
        fantomMintRewardDistributionArtifact.abi,
        functionName,
        args,
      );

    beforeAll(async () => {
      stack = await startStack(inject('snapshotFile'), await options());
      alice = stack.devnet.deployment.accounts.find((a) => a.role === 'alice')?.address as Address;
    });
    afterAll(() => stack?.stop());

    it('defiConfiguration answers the core ratios and the addresses behind the address provider', async () => {
      const { data, errors } = await gql<{ defiConfiguration: Record<string, unknown> }>(
        stack.api.url,
        `{ defiConfiguration { mintFee4 minCollateralRatio4 rewardCollateralRatio4 decimals priceOracleAggregate
        StakeTokenizerContract StakeTokenizedERC20Token fMintContract fMintAddressProvider fMintTokenRegistry
        fMintRewardDistribution fMintCollateralPool fMintDebtPool uniswapCoreFactory uniswapRouter } }`,
      );
      expect(errors).toBeUndefined();
      expect(data?.defiConfiguration).toEqual({
        mintFee4: hex(await core('getFMintFee4dec')),
        minCollateralRatio4: hex(await core('getCollateralLowestDebtRatio4dec')),
        rewardCollateralRatio4: hex(await core('getRewardEligibilityRatio4dec')),
        decimals: 4,
        priceOracleAggregate: lower(addresses.fMintPriceOracle),
        StakeTokenizerContract: lower(addresses.stakeTokenizer),
        StakeTokenizedERC20Token: lower(addresses.sftm),
        fMintContract: lower(addresses.fMint),
        fMintAddressProvider: lower(addresses.fMintAddressProvider),
        fMintTokenRegistry: lower(addresses.fMintTokenRegistry),
        fMintRewardDistribution: lower(addresses.fMintRewardDistribution),
        fMintCollateralPool: lower(addresses.fMintCollateralPool),
        fMintDebtPool: lower(addresses.fMintDebtPool),
        uniswapCoreFactory: lower(addresses.uniswapFactory),
        uniswapRouter: lower(addresses.uniswapRouter),
      });
      // The seeded rules: 0.5 % fee, 300 % minimum, 500 % for rewards.
      expect(data?.defiConfiguration).toMatchObject({
        mintFee4: '0x32',
        minCollateralRatio4: '0x7530',
        rewardCollateralRatio4: '0xc350',
      });
    });

    it("defiTokens lists the registry's active tokens with oracle prices, the owner's balance and allowance towards fMint, and pool totals", async () => {
      const { data, errors } = await gql<{ defiTokens: Record<string, unknown>[]; price: { price: number } }>(
        stack.api.url,
        `query($owner: Address!) { price(to: "USD") { price } defiTokens { address name symbol decimals logoUrl isActive canWrapFTM canDeposit canMint
        canBorrow canTrade price priceDecimals availableBalance(owner: $owner) allowance(owner: $owner) totalSupply totalDeposit totalDebt } }`,
        { owner: alice },
      );
      expect(errors).toBeUndefined();
      const tokens = data?.defiTokens ?? [];
      expect(tokens.map((t) => t.symbol)).toEqual(fmintTokens.map((t) => t.symbol));
      for (const info of fmintTokens) {
        const token = tokens.find((t) => t.address === lower(info.address));
        const erc20 = (functionName: string, args: readonly unknown[] = []) =>
          read<bigint>(info.address, erc20Abi, functionName, args);
        expect(token).toEqual({
          address: lower(info.address),
          name: info.name,
          symbol: info.symbol,
          decimals: 18,
          logoUrl: info.logo,
          isActive: true,
          canWrapFTM: info.symbol === 'WFTM',
          canDeposit: info.kind === 'collateral',
          canMint: info.kind === 'synth',
          canBorrow: false,
          canTrade: false,
          price: hex(
            await read<bigint>(addresses.fMintPriceOracle, fantomMintPriceOracleArtifact.abi, 'getPrice', [
              info.address,
            ]),
          ),
          priceDecimals: 18,
          availableBalance: hex(await erc20('balanceOf', [alice])),
          allowance: hex(await erc20('allowance', [alice, addresses.fMint])),
          totalSupply: hex(await erc20('totalSupply')),
          totalDeposit: hex(await pool(addresses.fMintCollateralPool, 'totalBalance', [info.address])),
          totalDebt: hex(await pool(addresses.fMintDebtPool, 'totalBalance', [info.address])),
        });
      }
      // WFTM's oracle price is the API's own FTM quote.
      const wftm = tokens.find((t) => t.symbol === 'WFTM');
      expect(wftm?.price).toBe(hex(DEVNET_FTM_PRICES.USD));
      expect(data?.price.price).toBe(0.7);
    });

    it('ERC20Token.totalDeposit/totalDebt are the fMint pool totals (0 for a token fMint does not hold)', async () => {
      const { data } = await gql<{
        w: Record<string, string>;
        f: Record<string, string>;
        u: Record<string, string>;
      }>(
        stack.api.url,
        `query($w: Address!, $f: Address!, $u: Address!) { w: erc20Token(token: $w) { totalDeposit totalDebt }
        f: erc20Token(token: $f) { totalDeposit totalDebt } u: erc20Token(token: $u) { totalDeposit totalDebt } }`,
        { w: addresses.wftm, f: addresses.fusd, u: addresses.tokenUsdc },
      );
      const wftmDeposit = await pool(addresses.fMintCollateralPool, 'totalBalance', [addresses.wftm]);
      const fusdDebt = await pool(addresses.fMintDebtPool, 'totalBalance', [addresses.fusd]);
      expect(wftmDeposit).toBeGreaterThan(0n);
      expect(data).toEqual({
        w: { totalDeposit: hex(wftmDeposit), totalDebt: '0x0' },
        f: { totalDeposit: '0x0', totalDebt: hex(fusdDebt) },
        u: { totalDeposit: '0x0', totalDebt: '0x0' },
      });
    });

    it('fMintAccount shows each seeded position as the pools and the core value it; an unknown owner is empty', async () => {
      const query = `query($owner: Address!) { fMintAccount(owner: $owner) { address collateralList debtList collateralValue debtValue
      collateral { type tokenAddress balance value token { symbol } } debt { type tokenAddress balance value token { symbol } } } }`;
      for (const role of ['alice', 'bob', 'carol']) {
        const owner = stack.devnet.deployment.accounts.find((a) => a.role === role)?.address as Address;
        const { data, errors } = await gql<{
          fMintAccount: {
            collateralList: string[];
            debtList: string[];
            collateralValue: string;
            debtValue: string;
            collateral: Balance[];
            debt: Balance[];
          };
        }>(stack.api.url, query, { owner });
        expect(errors).toBeUndefined();
        const account = data?.fMintAccount;
        const expected = async (poolAddress: Address, type: string) => {
          const rows: Balance[] = [];
          for (const info of fmintTokens) {
            const balance = await pool(poolAddress, 'balanceOf', [owner, info.address]);
            if (balance === 0n) continue;
            const price = await read<bigint>(
              addresses.fMintPriceOracle,
              fantomMintPriceOracleArtifact.abi,
              'getPrice',
              [info.address],
            );
            rows.push({
              type,
              tokenAddress: lower(info.address),
              balance: hex(balance),
              value: hex(price * balance),
              token: { symbol: info.symbol },
            });
          }
          return rows;
        };
        const collateral = await expected(addresses.fMintCollateralPool, 'COLLATERAL');
        const debt = await expected(addresses.fMintDebtPool, 'DEBT');
        expect(collateral.length).toBeGreaterThan(0);
        expect(debt.length).toBeGreaterThan(0);
        const collateralValue = await core('collateralValueOf', [owner, zeroAddress, 0n]);
        const debtValue = await core('debtValueOf', [owner, zeroAddress, 0n]);
        expect(account).toEqual({
          address: lower(owner),
          collateralList: collateral.map((c) => c.tokenAddress),
          debtList: debt.map((d) => d.tokenAddress),
          collateralValue: hex(collateralValue),
          debtValue: hex(debtValue),
          collateral,
          debt,
        });
        // Every seeded position is above the 300 % minimum.
        expect(collateralValue * 10_000n).toBeGreaterThanOrEqual(debtValue * 30_000n);
      }
      const { data } = await gql(stack.api.url, query, {
        owner: '0x00000000000000000000000000000000000000aa',
      });
      expect(data).toEqual({
        fMintAccount: {
          address: '0x00000000000000000000000000000000000000aa',
          collateralList: [],
          debtList: [],
          collateralValue: '0x0',
          debtValue: '0x0',
          collateral: [],
          debt: [],
        },
      });
    });

    it('rewards are the distribution and core reads; canPushNewRewards is true exactly when a push goes through', async () => {
      const rewardsQuery = `query($owner: Address!) { fMintAccount(owner: $owner) { rewardsEarned rewardsStashed canClaimRewards canReceiveRewards canPushNewRewards } }`;
      const rewards = async () =>
        (await gql<{ fMintAccount: Record<string, unknown> }>(stack.api.url, rewardsQuery, { owner: alice }))
          .data?.fMintAccount;
      const simulatePush = () =>
        stack.clients.public
          .simulateContract({
            address: addresses.fMintRewardDistribution,
            abi: fantomMintRewardDistributionArtifact.abi,
            functionName: 'rewardPush',
          })
          .then((r) => r.result === 0n);
      const now = await rewards();
      expect(now).toEqual({
        rewardsEarned: hex(await distribution<bigint>('rewardEarned', [alice])),
        rewardsStashed: hex(await distribution<bigint>('rewardStash', [alice])),
        canClaimRewards: await core('rewardCanClaim', [alice]).then(Boolean),
        canReceiveRewards: await core('rewardIsEligible', [alice]).then(Boolean),
        canPushNewRewards: await simulatePush(),
      });
      // alice (≈ 638 %) earns and may claim her stash.
      expect(now).toMatchObject({ canClaimRewards: true, canReceiveRewards: true });
      expect(BigInt(now?.rewardsStashed as string)).toBeGreaterThan(0n);

      const push = async () => {
        const hash = await stack.clients.wallet.writeContract({
          account: alice,
          address: addresses.fMintRewardDistribution,
          abi: fantomMintRewardDistributionArtifact.abi,
          functionName: 'mustRewardPush',
          chain: null,
        });
        const receipt = await waitForReceipt(stack.clients.public, hash);
        expect(receipt.status).toBe('success');
        await stack.synced();
      };
      // However long the snapshot waited since the seed's push: right after a push the next one is refused.
      if (now?.canPushNewRewards === true) await push();
      expect(await simulatePush()).toBe(false);
      expect((await rewards())?.canPushNewRewards).toBe(false);

      const last = await distribution<bigint>('lastRewardPush');
      const interval = await distribution<bigint>('minRewardPushInterval');
      const chainNow = (await stack.clients.public.getBlock()).timestamp;
      await timeTravel(stack.clients, stack.devnet.deployment, last + interval - chainNow + 5n, 0);
      await stack.synced();
      expect(await simulatePush()).toBe(true);
      expect((await rewards())?.canPushNewRewards).toBe(true);
      await push();
      expect((await rewards())?.canPushNewRewards).toBe(false);
    });
  },
);
