import { hexToBigInt } from 'viem';
import type { RpcBlock } from '../../indexer/RpcBlock.ts';
import type { ApiServices } from '../../services/ApiServices.ts';

/** "Now" is the latest block's timestamp, never the server clock (a devnet's clock may be moved forward). */
export function chainTime(services: ApiServices): Promise<bigint> {
  return services.core.blockValues.get('chainTime', async () => {
    const block = await services.rpc.request<RpcBlock>('eth_getBlockByNumber', ['latest', false]);
    return hexToBigInt(block.timestamp);
  });
}
