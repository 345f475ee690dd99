import { type Address, erc20Abi } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';

export interface TokenMeta {
  name: string;
  symbol: string;
  decimals: number;
}

/**
 * Name, symbol and decimals, or null when the address does not answer like an ERC20 contract. Only
 * successes are cached: a contract may still be deployed at an address that is empty today.
 */
export function readTokenMeta(services: ApiServices, token: Address): Promise<TokenMeta | null> {
  const cached = services.tokens.meta.get(token);
  if (cached !== undefined) return cached;
  const read = (async () => {
    const erc20 = { address: token, abi: erc20Abi } as const;
    try {
      const [name, symbol, decimals] = await Promise.all([
        services.chain.readContract({ ...erc20, functionName: 'name' }),
        services.chain.readContract({ ...erc20, functionName: 'symbol' }),
        services.chain.readContract({ ...erc20, functionName: 'decimals' }),
        services.chain.readContract({ ...erc20, functionName: 'totalSupply' }),
      ]);
      return { name, symbol, decimals };
    } catch {
      return null;
    }
  })();
  services.tokens.meta.set(token, read);
  read.then((meta) => {
    if (meta === null) services.tokens.meta.delete(token);
  });
  return read;
}
