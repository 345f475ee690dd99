import { buildErc20Transfer, buildFtmTransfer, type TransactionCall } from '@fantom-wallet/core';

/** The call a send makes: an FTM transfer with the optional memo, or an ERC-20 `transfer` (no memo). */
export function sendCall(input: {
  token: { address: `0x${string}` } | null;
  recipient: `0x${string}`;
  amount: bigint;
  memo: string;
}): TransactionCall {
  return input.token
    ? buildErc20Transfer(input.token.address, input.recipient, input.amount)
    : buildFtmTransfer(input.recipient, input.amount, input.memo.trim() || undefined);
}
