import type { Address } from 'viem';
import { ApiError } from '../../errors/ApiError.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { ApiModule } from '../ApiModule.ts';
import { clampListCount } from './clampListCount.ts';
import { erc20Indexer } from './erc20Indexer.ts';
import { readTokenAmount } from './readTokenAmount.ts';
import { readTokenMeta } from './readTokenMeta.ts';
import { TokenStore } from './TokenStore.ts';
import type { TokensServices } from './TokensServices.ts';

async function meta(services: ApiServices, token: Address) {
  const found = await readTokenMeta(services, token);
  if (found === null) throw new ApiError('NOT_FOUND', `${token} is not an ERC20 token`);
  return found;
}

/** Keeps the addresses that answer like ERC20 contracts, in order, without duplicates, at most `limit`. */
async function onlyErc20(services: ApiServices, tokens: readonly Address[], limit: number) {
  const unique = [...new Set(tokens.map((t) => t.toLowerCase() as Address))];
  const metas = await Promise.all(unique.map((token) => readTokenMeta(services, token)));
  return unique
    .filter((_, i) => metas[i] !== null)
    .slice(0, limit)
    .map((address) => ({ address }));
}

/** ERC20 tokens: metadata, balances, allowances, the activity list and an owner's assets. */
export const tokensModule: ApiModule = {
  name: 'tokens',
  migrations: new URL('./migrations/', import.meta.url),
  services: ({ db }): { tokens: TokensServices } => ({
    tokens: { store: new TokenStore(db), meta: new Map() },
  }),
  indexer: () => erc20Indexer,
  resolvers: {
    Query: {
      erc20Token: async (_parent, { token }, services) =>
        (await readTokenMeta(services, token)) === null ? null : { address: token },
      erc20TokenList: async (_parent, { count }, services) => {
        const limit = clampListCount(count);
        const active = await services.tokens.store.mostActive(limit);
        return onlyErc20(services, [...active, ...services.config.tokens], limit);
      },
      erc20Assets: async (_parent, { owner, count }, services) => {
        const limit = clampListCount(count);
        return onlyErc20(services, await services.tokens.store.receivedBy(owner, limit), limit);
      },
      ercTokenBalance: (_parent, { owner, token }, services) =>
        readTokenAmount(services, token, { functionName: 'balanceOf', args: [owner] }),
      ercTokenAllowance: (_parent, { token, owner, spender }, services) =>
        readTokenAmount(services, token, { functionName: 'allowance', args: [owner, spender] }),
      ercTotalSupply: (_parent, { token }, services) =>
        readTokenAmount(services, token, { functionName: 'totalSupply' }),
    },
    ERC20Token: {
      name: async ({ address }, _args, services) => (await meta(services, address)).name,
      symbol: async ({ address }, _args, services) => (await meta(services, address)).symbol,
      decimals: async ({ address }, _args, services) => (await meta(services, address)).decimals,
      totalSupply: ({ address }, _args, services) =>
        readTokenAmount(services, address, { functionName: 'totalSupply' }),
      logoURL: ({ address }, _args, { config }) => config.tokenLogos[address] ?? config.defaultTokenLogo,
      balanceOf: ({ address }, { owner }, services) =>
        readTokenAmount(services, address, { functionName: 'balanceOf', args: [owner] }),
      allowance: ({ address }, { owner, spender }, services) =>
        readTokenAmount(services, address, { functionName: 'allowance', args: [owner, spender] }),
      // fMint pools are not part of the local stack yet.
      totalDeposit: () => 0n,
      totalDebt: () => 0n,
    },
  },
};
