import { FMINT, sameAddress } from '@fantom-wallet/core';
import type { FmintAccountWire, FmintOverviewWire, FmintTokenWire } from './fmintOverviewOperation.ts';

type Address = `0x${string}`;

/** A DeFi token with what the account has of it: in the wallet, locked as collateral, owed as debt. */
export interface FmintToken extends FmintTokenWire {
  available: bigint;
  deposited: bigint;
  debt: bigint;
}

export interface FmintConfig {
  fee4: bigint;
  minRatioBps: bigint;
  rewardRatioBps: bigint;
  fmint: Address;
  distribution: Address;
}

/** The overview's data (docs/fmint.md#overview): configuration, tokens and the account's position. */
export interface FmintData {
  config: FmintConfig;
  tokens: FmintToken[];
  account: FmintAccountWire;
}

/** A ratio of the API (`decimals` decimals) in basis points; 0 means the API has none and the fallback applies. */
function toBps(ratio: bigint, decimals: number, fallback: bigint): bigint {
  if (ratio <= 0n) return fallback;
  return decimals >= 4 ? ratio / 10n ** BigInt(decimals - 4) : ratio * 10n ** BigInt(4 - decimals);
}

function balanceOf(list: readonly { tokenAddress: string; balance: bigint }[], token: string): bigint {
  return list.find((b) => sameAddress(b.tokenAddress, token))?.balance ?? 0n;
}

export function toFmintData(wire: FmintOverviewWire): FmintData {
  const c = wire.defiConfiguration;
  const config: FmintConfig = {
    fee4: c.mintFee4 > 0n ? toBps(c.mintFee4, c.decimals, FMINT.mintFee4) : FMINT.mintFee4,
    minRatioBps: toBps(c.minCollateralRatio4, c.decimals, FMINT.minCollateralRatioBps),
    rewardRatioBps: toBps(c.rewardCollateralRatio4, c.decimals, FMINT.rewardCollateralRatioBps),
    fmint: c.fMintContract,
    distribution: c.fMintRewardDistribution,
  };
  const account = wire.fMintAccount;
  const tokens = wire.defiTokens.map((token) => ({
    ...token,
    available: token.availableBalance,
    deposited: balanceOf(account.collateral, token.address),
    debt: balanceOf(account.debt, token.address),
  }));
  return { config, tokens, account };
}

/** Collateral tokens: the ones fMint takes as deposits (WFTM, sFTM). */
export function collateralTokens(data: FmintData): FmintToken[] {
  return data.tokens.filter((t) => t.isActive && t.canDeposit);
}

/** Synths: the tokens fMint mints (FUSD, fEUR). */
export function synthTokens(data: FmintData): FmintToken[] {
  return data.tokens.filter((t) => t.isActive && t.canMint);
}

export function findToken(
  tokens: readonly FmintToken[],
  address: string | null | undefined,
): FmintToken | undefined {
  if (!address) return undefined;
  return tokens.find((t) => sameAddress(t.address, address));
}

/** The FTM price in USD: the wrapped token's (docs/fmint.md#overview). */
export function ftmPrice(data: FmintData): { price: bigint; priceDecimals: number } | undefined {
  const wftm =
    data.tokens.find((t) => t.canWrapFTM) ?? data.tokens.find((t) => t.symbol.toUpperCase() === 'WFTM');
  return wftm ? { price: wftm.price, priceDecimals: wftm.priceDecimals } : undefined;
}
