import type { Address } from 'viem';
import { hexToBigInt } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';

/** Live balance at `latest`, served from the per-block cache. */
export function readBalance(services: ApiServices, address: Address): Promise<bigint> {
  return services.core.blockValues.get(`balance:${address}`, async () =>
    hexToBigInt(await services.rpc.request<`0x${string}`>('eth_getBalance', [address, 'latest'])),
  );
}
