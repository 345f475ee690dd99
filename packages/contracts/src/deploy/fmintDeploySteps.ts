import { type Address, parseEther, stringToHex } from 'viem';
import { addresses } from '../addresses.ts';
import { fmintTokens } from '../fmintTokens.ts';
import { fantomDeFiTokenStorageArtifact } from '../generated/fantomDeFiTokenStorageArtifact.ts';
import { fantomMintAddressProviderArtifact } from '../generated/fantomMintAddressProviderArtifact.ts';
import { fantomMintArtifact } from '../generated/fantomMintArtifact.ts';
import { fantomMintPriceOracleArtifact } from '../generated/fantomMintPriceOracleArtifact.ts';
import { fantomMintRewardDistributionArtifact } from '../generated/fantomMintRewardDistributionArtifact.ts';
import { fantomMintTokenRegistryArtifact } from '../generated/fantomMintTokenRegistryArtifact.ts';
import { sftmArtifact } from '../generated/sftmArtifact.ts';
import { synthTokenArtifact } from '../generated/synthTokenArtifact.ts';
import { wrappedFtmArtifact } from '../generated/wrappedFtmArtifact.ts';
import type { DeployStep } from './DeployStep.ts';
import { placeCode } from './placeCode.ts';
import { sendTx } from './sendTx.ts';

/** WFTM the reward distribution holds for fMint rewards (the owner wraps it; nothing is minted later). */
export const fmintRewardPool = parseEther('100000');
/** Rewards a push unlocks per second since the last push: 36 WFTM an hour. */
export const fmintRewardPerSecond = parseEther('0.01');

/** The address provider's keys: right-padded ASCII, as on mainnet, with the devnet address of each part. */
export const fmintAddressKeys: readonly { key: string; address: Address }[] = [
  { key: 'fantom_mint', address: addresses.fMint },
  { key: 'collateral_pool', address: addresses.fMintCollateralPool },
  { key: 'debt_pool', address: addresses.fMintDebtPool },
  { key: 'token_registry', address: addresses.fMintTokenRegistry },
  { key: 'price_oracle_proxy', address: addresses.fMintPriceOracle },
  { key: 'reward_distribution', address: addresses.fMintRewardDistribution },
  { key: 'erc20_reward_token', address: addresses.wftm },
];

/**
 * fMint (packages/contracts/README.md#fmint): the synths FUSD (mainnet address) and fEUR, the address provider at
 * its mainnet address, and behind it the core, the two pools, the token registry (WFTM and sFTM as collateral,
 * FUSD and fEUR as synths), the owner-set price oracle and the reward distribution, prefunded with WFTM. Needs
 * WFTM and sFTM (coreDeploySteps) first.
 */
export const fmintDeploySteps: readonly DeployStep[] = [
  {
    name: 'fmintSynths',
    async run({ clients, owner, contracts }) {
      for (const token of fmintTokens.filter((t) => t.kind === 'synth')) {
        await placeCode(clients, token.address, synthTokenArtifact.deployedBytecode);
        await sendTx(clients, {
          from: owner,
          address: token.address,
          abi: synthTokenArtifact.abi,
          functionName: 'initialize',
          args: [owner, token.name, token.symbol],
        });
        // Only fMint creates and destroys synths.
        await sendTx(clients, {
          from: owner,
          address: token.address,
          abi: synthTokenArtifact.abi,
          functionName: 'setMinter',
          args: [addresses.fMint, true],
        });
      }
      contracts.fusd = addresses.fusd;
    },
  },
  {
    name: 'fmint',
    async run({ clients, owner, contracts }) {
      if (contracts.wftm === undefined || contracts.sftm === undefined) {
        throw new Error('fMint needs WFTM and sFTM: run coreDeploySteps first');
      }
      const provider = addresses.fMintAddressProvider;
      const parts = [
        [provider, fantomMintAddressProviderArtifact.deployedBytecode],
        [addresses.fMint, fantomMintArtifact.deployedBytecode],
        [addresses.fMintCollateralPool, fantomDeFiTokenStorageArtifact.deployedBytecode],
        [addresses.fMintDebtPool, fantomDeFiTokenStorageArtifact.deployedBytecode],
        [addresses.fMintTokenRegistry, fantomMintTokenRegistryArtifact.deployedBytecode],
        [addresses.fMintPriceOracle, fantomMintPriceOracleArtifact.deployedBytecode],
        [addresses.fMintRewardDistribution, fantomMintRewardDistributionArtifact.deployedBytecode],
      ] as const;
      for (const [address, code] of parts) await placeCode(clients, address, code);

      const providerAt = {
        from: owner,
        address: provider,
        abi: fantomMintAddressProviderArtifact.abi,
      } as const;
      await sendTx(clients, { ...providerAt, functionName: 'initialize', args: [owner] });
      for (const { key, address } of fmintAddressKeys) {
        await sendTx(clients, {
          ...providerAt,
          functionName: 'setAddress',
          args: [stringToHex(key, { size: 32 }), address],
        });
      }
      await sendTx(clients, {
        from: owner,
        address: addresses.fMint,
        abi: fantomMintArtifact.abi,
        functionName: 'initialize',
        args: [owner, provider],
      });
      for (const pool of [addresses.fMintCollateralPool, addresses.fMintDebtPool]) {
        await sendTx(clients, {
          from: owner,
          address: pool,
          abi: fantomDeFiTokenStorageArtifact.abi,
          functionName: 'initialize',
          args: [owner, provider],
        });
      }
      await sendTx(clients, {
        from: owner,
        address: addresses.fMintRewardDistribution,
        abi: fantomMintRewardDistributionArtifact.abi,
        functionName: 'initialize',
        args: [owner, provider],
      });

      const oracle = {
        from: owner,
        address: addresses.fMintPriceOracle,
        abi: fantomMintPriceOracleArtifact.abi,
      } as const;
      const registry = {
        from: owner,
        address: addresses.fMintTokenRegistry,
        abi: fantomMintTokenRegistryArtifact.abi,
      } as const;
      await sendTx(clients, { ...oracle, functionName: 'initialize', args: [owner] });
      await sendTx(clients, { ...registry, functionName: 'initialize', args: [owner] });
      for (const token of fmintTokens) {
        await sendTx(clients, { ...oracle, functionName: 'setPrice', args: [token.address, token.price] });
        const collateral = token.kind === 'collateral';
        await sendTx(clients, {
          ...registry,
          functionName: 'addToken',
          args: [token.address, token.logo, addresses.fMintPriceOracle, 18, true, collateral, !collateral],
        });
      }
      // fMint pulls sFTM in and pays it out; sFTM moves only to or from whitelisted addresses.
      await sendTx(clients, {
        from: owner,
        address: addresses.sftm,
        abi: sftmArtifact.abi,
        functionName: 'setWhitelisted',
        args: [addresses.fMint, true],
      });
      contracts.fMintAddressProvider = provider;
    },
  },
  {
    name: 'fmintRewards',
    async run({ clients, owner }) {
      const distribution = {
        from: owner,
        address: addresses.fMintRewardDistribution,
        abi: fantomMintRewardDistributionArtifact.abi,
      } as const;
      await sendTx(clients, {
        ...distribution,
        functionName: 'rewardUpdateRate',
        args: [fmintRewardPerSecond],
      });
      const wftm = { from: owner, address: addresses.wftm, abi: wrappedFtmArtifact.abi } as const;
      await sendTx(clients, { ...wftm, functionName: 'deposit', args: [], value: fmintRewardPool });
      await sendTx(clients, {
        ...wftm,
        functionName: 'transfer',
        args: [addresses.fMintRewardDistribution, fmintRewardPool],
      });
    },
  },
];
