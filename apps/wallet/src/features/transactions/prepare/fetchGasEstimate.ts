import { estimateGas, type RequestSender, request } from '@fantom-wallet/api-client';
import { MESSAGES, type TransactionCall, WalletError } from '@fantom-wallet/core';

/**
 * The node's gas estimate for `call` sent from `from`. The API's errors reject as they are (their messages
 * joined with commas); an answer without an estimate is a 'Transaction Error'
 * (docs/transactions.md#preparing).
 */
export async function fetchGasEstimate(
  transport: RequestSender,
  from: `0x${string}`,
  call: TransactionCall,
  signal?: AbortSignal,
): Promise<bigint> {
  const data = await request(
    transport,
    estimateGas,
    { from, to: call.to, value: call.value, data: call.data },
    signal,
  );
  if (data.estimateGas === null) throw new WalletError('GAS_ESTIMATE_MISSING', MESSAGES.transactionError);
  return data.estimateGas;
}
