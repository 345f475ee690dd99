import { type SiteFeeDecision, siteFees } from '@fantom-wallet/core';
import { type AppNetwork, fetchLatestBlock } from '@fantom-wallet/wallet/network';
import { gasPriceQuery } from '@fantom-wallet/wallet/transactions';
import { useQuery } from '@tanstack/react-query';
import type { SiteTransaction } from '../../protocol/siteTransaction.ts';

export type SiteFeesState =
  | { status: 'loading' }
  /** `decision` undefined: the site gave no fee field, the wallet's own rule applies. */
  | { status: 'ready'; decision: SiteFeeDecision | undefined };

const quantity = (value: string | undefined) => (value === undefined ? undefined : BigInt(value));

/**
 * The latest block's base fee from the network's node (null: no EIP-1559 there, or no node to ask). The public API
 * has no base fee, so the window asks the node the wallet's network names, never one a site gave.
 */
async function latestBaseFee(rpcUrl: string | undefined, signal: AbortSignal): Promise<bigint | null> {
  if (rpcUrl === undefined) return null;
  const baseFee = (await fetchLatestBlock(rpcUrl, signal))?.baseFeePerGas;
  return typeof baseFee === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(baseFee) ? BigInt(baseFee) : null;
}

/**
 * A site's fee fields as the transaction will carry them (docs/extension.md#site-requests, core's `siteFees`):
 * `gasPrice` legacy; `maxFeePerGas`/`maxPriorityFeePerGas` EIP-1559 where the latest block has a base fee; each
 * within the wallet's gas price bounds. A base fee that cannot be read counts as none (a legacy price).
 */
export function useSiteFees(network: AppNetwork, transaction: SiteTransaction): SiteFeesState {
  const fields = {
    gasPrice: quantity(transaction.gasPrice),
    maxFeePerGas: quantity(transaction.maxFeePerGas),
    maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas),
  };
  const asked = Object.values(fields).some((value) => value !== undefined);
  const needsBaseFee = fields.maxFeePerGas !== undefined || fields.maxPriorityFeePerGas !== undefined;
  const price = useQuery({ ...gasPriceQuery(network), enabled: asked });
  const baseFee = useQuery({
    queryKey: ['latestBaseFee', network.id],
    queryFn: ({ signal }) => latestBaseFee(network.rpcUrl, signal).catch(() => null),
    enabled: needsBaseFee,
  });
  if (!asked) return { status: 'ready', decision: undefined };
  // The API unreachable: the transaction cannot be prepared either, and the confirmation says why.
  if (price.isError) return { status: 'ready', decision: undefined };
  if (price.data === undefined || (needsBaseFee && baseFee.data === undefined)) return { status: 'loading' };
  return {
    status: 'ready',
    decision: siteFees(fields, { baseFeePerGas: baseFee.data ?? null, reportedGasPrice: price.data }),
  };
}
