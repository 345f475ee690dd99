import type { Address, BridgeDirection } from '@fantom-wallet/core';
import { chainLabel } from '../../shared/ui/chainLabel.ts';
import type { TransactionStep } from '../transactions/index.ts';
import type { SendDraft } from './SendDraft.ts';
import { sendCall } from './sendCall.ts';

/** The token a send moves (null: FTM), as its confirmation names it. */
export interface SendToken {
  address: Address;
  symbol: string;
  decimals: number;
}

/** What a send's step does: to an Opera address, or across the bridge to a swap's deposit address. */
export type SendStep =
  | { kind: 'send'; token: SendToken | null; recipient: Address; amount: bigint; memo: string }
  | {
      kind: 'bridge';
      direction: BridgeDirection;
      /** The swap's deposit address on Opera, where the amount goes. */
      deposit: Address;
      /** The recipient on Ethereum or BNB Chain. */
      farAddress: string;
      amount: bigint;
      /** The bridge's name and decimals of the token. */
      symbol: string;
      decimals: number;
      memo: string;
    };

/**
 * A send's one step (docs/send.md#send-flow, docs/bridge.md#how-a-bridge-send-works): an FTM transfer with the
 * memo as data, or the token's `transfer(recipient, amount)`; across the bridge the same transfer goes to the
 * deposit address of the swap the bridge opened (`facts.deposit`), without data. The advanced gas price and limit
 * are used as typed. Recorded as step `ftm` or `erc20:{symbol}` (docs/transactions.md#sent-records).
 */
export function planSend(draft: SendDraft, facts: { deposit?: Address } = {}): TransactionStep<SendStep>[] {
  const { token, amount, bridge } = draft;
  const memo = draft.memo.trim();
  const sent: SendToken | null = token
    ? { address: token.address, symbol: token.symbol, decimals: token.decimals }
    : null;
  let to: Address;
  let description: SendStep;
  if (bridge) {
    if (facts.deposit === undefined) throw new Error('a bridge send needs the deposit address of its swap');
    to = facts.deposit;
    description = {
      kind: 'bridge',
      direction: draft.direction === 'OperaToBinance' ? 'OperaToBinance' : 'OperaToEthereum',
      deposit: to,
      farAddress: bridge.farAddress,
      amount,
      symbol: bridge.symbol,
      decimals: bridge.decimals,
      memo,
    };
  } else {
    to = draft.recipient ?? draft.from;
    description = { kind: 'send', token: sent, recipient: to, amount, memo };
  }
  return [
    {
      kind: 'call',
      id: token ? `erc20:${chainLabel(token.symbol, 'symbol')}` : 'ftm',
      call: sendCall({ token, recipient: to, amount, memo: bridge ? '' : memo }),
      description,
      ...(draft.gasPrice === undefined ? {} : { gasPrice: draft.gasPrice }),
      ...(draft.gasLimit === undefined ? {} : { gasLimit: draft.gasLimit }),
    },
  ];
}
