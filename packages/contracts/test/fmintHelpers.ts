import { type Address, maxUint256 } from 'viem';
import { addresses } from '../src/addresses.ts';
import { coreDeploySteps } from '../src/deploy/coreDeploySteps.ts';
import { fmintDeploySteps } from '../src/deploy/fmintDeploySteps.ts';
import { sendTx } from '../src/deploy/sendTx.ts';
import { fantomDeFiTokenStorageArtifact } from '../src/generated/fantomDeFiTokenStorageArtifact.ts';
import { fantomMintArtifact } from '../src/generated/fantomMintArtifact.ts';
import { fantomMintPriceOracleArtifact } from '../src/generated/fantomMintPriceOracleArtifact.ts';
import { fantomMintRewardDistributionArtifact } from '../src/generated/fantomMintRewardDistributionArtifact.ts';
import { sftmArtifact } from '../src/generated/sftmArtifact.ts';
import { synthTokenArtifact } from '../src/generated/synthTokenArtifact.ts';
import { wrappedFtmArtifact } from '../src/generated/wrappedFtmArtifact.ts';
import type { TestChain } from './startTestChain.ts';

export const fmintChainSteps = [...coreDeploySteps, ...fmintDeploySteps];

export const MINT = { address: addresses.fMint, abi: fantomMintArtifact.abi } as const;
export const REWARDS = {
  address: addresses.fMintRewardDistribution,
  abi: fantomMintRewardDistributionArtifact.abi,
} as const;
export const ORACLE = {
  address: addresses.fMintPriceOracle,
  abi: fantomMintPriceOracleArtifact.abi,
} as const;
export const COLLATERAL_POOL = {
  address: addresses.fMintCollateralPool,
  abi: fantomDeFiTokenStorageArtifact.abi,
} as const;
export const DEBT_POOL = {
  address: addresses.fMintDebtPool,
  abi: fantomDeFiTokenStorageArtifact.abi,
} as const;
export const WFTM = { address: addresses.wftm, abi: wrappedFtmArtifact.abi } as const;
export const SFTM = { address: addresses.sftm, abi: sftmArtifact.abi } as const;
export const FUSD = { address: addresses.fusd, abi: synthTokenArtifact.abi } as const;
export const FEUR = { address: addresses.feur, abi: synthTokenArtifact.abi } as const;
export const E18 = 10n ** 18n;

/** Small wrappers so each fMint test reads as the story it checks. */
export function fmintHelpers(chain: TestChain) {
  const { clients } = chain;
  const read = clients.public;
  const tokenAbi = synthTokenArtifact.abi;
  return {
    /** Wraps FTM into WFTM for `who` and lets fMint take all of it. */
    async wrap(who: Address, amount: bigint): Promise<void> {
      await sendTx(clients, { ...WFTM, from: who, functionName: 'deposit', args: [], value: amount });
    },
    /** Mints sFTM to `who` (the owner makes itself a minter; the tokenizer is the only one on the devnet). */
    async giveSftm(who: Address, amount: bigint): Promise<void> {
      await sendTx(clients, {
        ...SFTM,
        from: chain.owner,
        functionName: 'setMinter',
        args: [chain.owner, true],
      });
      await sendTx(clients, { ...SFTM, from: chain.owner, functionName: 'mint', args: [who, amount] });
    },
    approve: (token: Address, who: Address, amount: bigint = maxUint256) =>
      sendTx(clients, {
        address: token,
        abi: tokenAbi,
        from: who,
        functionName: 'increaseAllowance',
        args: [addresses.fMint, amount],
      }),
    deposit: (who: Address, token: Address, amount: bigint) =>
      sendTx(clients, { ...MINT, from: who, functionName: 'mustDeposit', args: [token, amount] }),
    withdraw: (who: Address, token: Address, amount: bigint) =>
      sendTx(clients, { ...MINT, from: who, functionName: 'mustWithdraw', args: [token, amount] }),
    mint: (who: Address, token: Address, amount: bigint) =>
      sendTx(clients, { ...MINT, from: who, functionName: 'mustMint', args: [token, amount] }),
    mintMax: (who: Address, token: Address, ratio = 30000n) =>
      sendTx(clients, { ...MINT, from: who, functionName: 'mustMintMax', args: [token, ratio] }),
    repay: (who: Address, token: Address, amount: bigint) =>
      sendTx(clients, { ...MINT, from: who, functionName: 'mustRepay', args: [token, amount] }),
    repayMax: (who: Address, token: Address) =>
      sendTx(clients, { ...MINT, from: who, functionName: 'mustRepayMax', args: [token] }),
    setPrice: (token: Address, price: bigint) =>
      sendTx(clients, { ...ORACLE, from: chain.owner, functionName: 'setPrice', args: [token, price] }),
    push: (who: Address = chain.owner) =>
      sendTx(clients, { ...REWARDS, from: who, functionName: 'mustRewardPush', args: [] }),
    claim: (who: Address) =>
      sendTx(clients, { ...REWARDS, from: who, functionName: 'mustRewardClaim', args: [] }),
    balance: (token: Address, who: Address) =>
      read.readContract({ address: token, abi: tokenAbi, functionName: 'balanceOf', args: [who] }),
    collateral: (who: Address, token: Address) =>
      read.readContract({ ...COLLATERAL_POOL, functionName: 'balanceOf', args: [who, token] }),
    debt: (who: Address, token: Address) =>
      read.readContract({ ...DEBT_POOL, functionName: 'balanceOf', args: [who, token] }),
    collateralValue: (who: Address) =>
      read.readContract({ ...MINT, functionName: 'collateralValueOf', args: [who, addresses.wftm, 0n] }),
    debtValue: (who: Address) =>
      read.readContract({ ...MINT, functionName: 'debtValueOf', args: [who, addresses.fusd, 0n] }),
    /** Collateral ÷ debt in 4 decimals (30000 = 300 %); undefined without debt. */
    async ratio4(who: Address): Promise<bigint | undefined> {
      const [c, d] = await Promise.all([
        read.readContract({ ...MINT, functionName: 'collateralValueOf', args: [who, addresses.wftm, 0n] }),
        read.readContract({ ...MINT, functionName: 'debtValueOf', args: [who, addresses.fusd, 0n] }),
      ]);
      return d === 0n ? undefined : (c * 10000n) / d;
    },
    async increaseTime(seconds: bigint): Promise<void> {
      await clients.test.increaseTime({ seconds: Number(seconds) });
      await clients.test.mine({ blocks: 1 });
    },
  };
}
