import type { RequestSender } from '@fantom-wallet/api-client';
import { MESSAGES, nextNonce, prepareTransaction, type TransactionCall } from '@fantom-wallet/core';
import { fetchGasEstimate } from './fetchGasEstimate.ts';
import { fetchGasPrice } from './fetchGasPrice.ts';
import { fetchTxCount } from './fetchTxCount.ts';
import type { PreparedCall } from './PreparedCall.ts';

export interface PrepareOnChainInput {
  from: `0x${string}`;
  call: TransactionCall;
  chainId: number;
  /** The highest nonce this wallet already sent from `from` (useSentTransactionsStore.lastNonce). */
  lastNonce: number | undefined;
  /** The advanced section's values (docs/send.md#advanced-gas), used as given. */
  gasPriceOverride?: bigint;
  gasLimitOverride?: bigint;
  /** An EIP-1559 transaction's tip, `gasPriceOverride` being its max fee (a site's fee fields). */
  maxPriorityFeePerGas?: bigint;
  /**
   * The gas limit to sign with when the node's estimate fails (the call reverts): a site's transaction the
   * simulation says will fail can still be confirmed once the user accepts the risk (docs/simulation.md#warnings),
   * with its real fee. Without it a failed estimate is an error to show.
   */
  gasLimitIfEstimateFails?: bigint;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.transactionError;
}

/**
 * Gas estimate (+2000), gas price (docs/transactions.md#gas-price) and nonce (max(txCount, last sent + 1))
 * from the API, asked together, then core's prepareTransaction. An estimate failure is returned as an error
 * to show, never thrown; network aborts and other failures reject.
 */
export async function prepareOnChain(
  transport: RequestSender,
  input: PrepareOnChainInput,
  signal?: AbortSignal,
): Promise<PreparedCall> {
  const estimate = fetchGasEstimate(transport, input.from, input.call, signal).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => {
      if (signal?.aborted) throw error;
      return { ok: false as const, error: messageOf(error) };
    },
  );
  const [estimated, reportedGasPrice, txCount] = await Promise.all([
    estimate,
    fetchGasPrice(transport, signal),
    fetchTxCount(transport, input.from, signal),
  ]);
  if (!estimated.ok && input.gasLimitIfEstimateFails === undefined)
    return { ok: false, error: estimated.error, fee: 0n };
  const gasLimitOverride =
    input.gasLimitOverride ?? (estimated.ok ? undefined : input.gasLimitIfEstimateFails);
  try {
    const transaction = prepareTransaction(input.call, {
      ...(estimated.ok ? { gasEstimate: estimated.value } : {}),
      reportedGasPrice,
      nonce: nextNonce(txCount, input.lastNonce),
      chainId: input.chainId,
      ...(input.gasPriceOverride === undefined ? {} : { gasPriceOverride: input.gasPriceOverride }),
      ...(gasLimitOverride === undefined ? {} : { gasLimitOverride }),
      ...(input.maxPriorityFeePerGas === undefined
        ? {}
        : { maxPriorityFeePerGas: input.maxPriorityFeePerGas }),
    });
    return { ok: true, transaction };
  } catch (error) {
    return { ok: false, error: messageOf(error), fee: 0n };
  }
}
