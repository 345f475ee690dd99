import type { Erc20Asset } from '../balances/index.ts';

/**
 * What the user filled in, kept by SendPage across the form, confirmation and result routes so that going
 * back or a failed send never loses it. Amounts are in the smallest unit.
 */
export interface SendDraft {
  from: `0x${string}`;
  /** null: FTM. */
  token: Erc20Asset | null;
  recipientText: string;
  /** The checked recipient (a registered name already resolved). */
  recipient: `0x${string}` | null;
  amountText: string;
  amount: bigint;
  memo: string;
  gasPriceText: string;
  gasLimitText: string;
  gasPrice: bigint | undefined;
  gasLimit: bigint | undefined;
}
