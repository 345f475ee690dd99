import { addressKey } from '@fantom-wallet/core';
import { isAddress } from 'viem/utils';
import { isRecord } from '../persistence/isRecord.ts';
import type { Salvaged } from '../persistence/Salvaged.ts';
import { salvageList } from '../persistence/salvageList.ts';
import type { SentTransactionsState } from './SentTransactionsState.ts';
import { sentTransactionSchema } from './sentTransactionSchema.ts';

/** Keeps every valid record under a valid (lower-cased) account address. */
export function sanitizeSentTransactions(state: unknown): Salvaged<SentTransactionsState> {
  if (!isRecord(state) || (state.byAccount !== undefined && !isRecord(state.byAccount))) {
    return { value: { byAccount: {} }, dropped: state === undefined ? [] : ['(whole state)'] };
  }
  const byAccount: SentTransactionsState['byAccount'] = {};
  const dropped: string[] = [];
  for (const [address, list] of Object.entries(isRecord(state.byAccount) ? state.byAccount : {})) {
    if (!isAddress(address, { strict: false })) {
      dropped.push(`byAccount.${address.slice(0, 50)}`);
      continue;
    }
    const salvaged = salvageList(sentTransactionSchema, list, `byAccount.${address}`);
    dropped.push(...salvaged.dropped);
    const key = addressKey(address);
    byAccount[key] = [...(byAccount[key] ?? []), ...salvaged.value];
  }
  return { value: { byAccount }, dropped };
}
