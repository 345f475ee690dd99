import { type Address, erc20Abi } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { TokenInfo } from './TokenInfo.ts';

/** Caps what a contract may put in a label the wallet shows. */
const MAX_TEXT = 64;

async function text(read: Promise<string>): Promise<string | null> {
  try {
    const value = (await read).trim();
    return value.length === 0 ? null : value.slice(0, MAX_TEXT);
  } catch {
    return null;
  }
}

/**
 * Symbol, decimals and name of a token, read from the token on this chain once per process
 * (docs/simulation.md#what-the-logs-are-used-for). A failed read caches nothing, so a node hiccup is retried.
 */
export function readTokenInfo(services: ApiServices, token: Address): Promise<TokenInfo> {
  const key = token.toLowerCase() as Address;
  const cached = services.simulation.tokenInfo.get(key);
  if (cached !== undefined) return cached;
  const contract = { address: key, abi: erc20Abi } as const;
  const info = Promise.all([
    text(services.chain.readContract({ ...contract, functionName: 'symbol' })),
    services.chain
      .readContract({ ...contract, functionName: 'decimals' })
      .then((decimals) => (decimals <= 77 ? decimals : null))
      .catch(() => null),
    text(services.chain.readContract({ ...contract, functionName: 'name' })),
  ]).then(([symbol, decimals, name]) => ({ symbol, decimals, name }));
  services.simulation.tokenInfo.set(key, info);
  // Everything null may mean the node failed, not the token: ask again next time.
  info.then((read) => {
    if (read.symbol === null && read.decimals === null && read.name === null)
      services.simulation.tokenInfo.delete(key);
  });
  return info;
}
