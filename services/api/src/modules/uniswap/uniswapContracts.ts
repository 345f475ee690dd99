import type { Address } from 'viem';
import { ApiError } from '../../errors/ApiError.ts';
import type { ApiServices } from '../../services/ApiServices.ts';

/** The network's Uniswap factory and router (NetworkContracts), or NOT_FOUND when the network has none. */
export function uniswapContracts(services: Pick<ApiServices, 'config'>): {
  factory: Address;
  router: Address;
} {
  const { uniswapFactory: factory, uniswapRouter: router } = services.config.contracts;
  if (factory === undefined || router === undefined)
    throw new ApiError('NOT_FOUND', 'uniswap contracts are not configured on this network');
  return { factory, router };
}
