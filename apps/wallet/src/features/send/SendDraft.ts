import type { SendDirection } from '@fantom-wallet/core';
import type { Erc20Asset } from '../balances/index.ts';

/** What a bridge send needs beyond a plain one (docs/bridge.md#how-a-bridge-send-works). */
export interface BridgeDraft {
  tokenUuid: string;
  symbol: string;
  decimals: number;
  fee: bigint;
  minimum: bigint;
  /** The recipient on Ethereum or BNB Chain. */
  farAddress: string;
  /** Made when the form is submitted: the confirmation opens one swap per session, even when rendered twice. */
  session: string;
}

/**
 * What the user filled in, kept by SendPage across the form, confirmation and result routes so that going
 * back or a failed send never loses it. Amounts are in the smallest unit.
 */
export interface SendDraft {
  from: `0x${string}`;
  /** null: FTM. */
  token: Erc20Asset | null;
  recipientText: string;
  /** OperaToOpera unless sent across the bridge; kept only in memory, never stored. */
  direction: SendDirection;
  /** The checked recipient (a registered name already resolved); null across the bridge. */
  recipient: `0x${string}` | null;
  bridge: BridgeDraft | null;
  amountText: string;
  amount: bigint;
  memo: string;
  gasPriceText: string;
  gasLimitText: string;
  gasPrice: bigint | undefined;
  gasLimit: bigint | undefined;
}
