import { lastSealedEpoch, request } from '@fantom-wallet/api-client';
import type { AppNetwork } from './buildNetworks.ts';
import { fetchLatestBlock } from './fetchLatestBlock.ts';
import { transportFor } from './transportFor.ts';

/**
 * Chain time (docs/staking.md#chain-time), for staking's locks, fMint and fUNI deadlines and governance's voting
 * windows: the latest block's timestamp, through the network's JSON-RPC URL when it has one. Without one (or when it fails) the last sealed epoch's end time stands in: the API subset
 * has no block query, and an epoch end is never ahead of the chain, so nothing becomes available too early.
 */
export async function fetchChainTime(network: AppNetwork, signal?: AbortSignal): Promise<bigint> {
  if (network.rpcUrl) {
    try {
      const timestamp = (await fetchLatestBlock(network.rpcUrl, signal))?.timestamp;
      if (typeof timestamp === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(timestamp)) return BigInt(timestamp);
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  const data = await request(transportFor(network), lastSealedEpoch, {}, signal);
  return data.epoch.endTime;
}
