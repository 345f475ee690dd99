import { testTokens } from '@fantom-wallet/contracts';
import type { Address } from 'viem';

export const bridgeDirections = ['OperaToEthereum', 'OperaToBinance'] as const;
export type BridgeDirection = (typeof bridgeDirections)[number];

export interface BridgeToken {
  uuid: string;
  symbol: string;
  name: string;
  decimals: number;
  /** Deducted from every transfer, in the token's smallest unit. */
  fee: bigint;
  /** The smallest deposit the bridge pays out, above the fee. */
  minimum: bigint;
  directions: readonly BridgeDirection[];
  /** The token on Opera; null for the native FTM. */
  operaToken: Address | null;
}

const ftm = 10n ** 18n;
const usdc = testTokens.find((t) => t.symbol === 'tUSDC');
if (!usdc) throw new Error('the devnet has no tUSDC test token');

/**
 * What the bridge carries (docs/bridge.md#tokens): FTM with the shipped 50 FTM fee, to Ethereum and to BNB Chain,
 * and the devnet's tUSDC, to Ethereum only. The uuids are fixed so a wallet's pending requests survive a restart.
 */
export const bridgeTokens: readonly BridgeToken[] = [
  {
    uuid: '5e0c6a35-3b6f-4c1e-9d0a-6f2f0b1c0f7a',
    symbol: 'FTM',
    name: 'Fantom',
    decimals: 18,
    fee: 50n * ftm,
    minimum: 60n * ftm,
    directions: ['OperaToEthereum', 'OperaToBinance'],
    operaToken: null,
  },
  {
    uuid: '9b1d3f4e-7a2c-4d8b-8e6f-2c4a1b7d9e03',
    symbol: usdc.symbol,
    name: usdc.name,
    decimals: usdc.decimals,
    fee: 5n * 10n ** BigInt(usdc.decimals),
    minimum: 10n * 10n ** BigInt(usdc.decimals),
    directions: ['OperaToEthereum'],
    operaToken: usdc.address,
  },
];

export function findBridgeToken(uuid: string): BridgeToken | undefined {
  return bridgeTokens.find((t) => t.uuid === uuid);
}
