import { uniswapPairAbi } from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';

export interface PairState {
  reserve0: bigint;
  reserve1: bigint;
  /** `blockTimestampLast` of getReserves: when the reserves last changed. */
  reservesTimestamp: bigint;
  price0CumulativeLast: bigint;
  price1CumulativeLast: bigint;
  kLast: bigint;
  totalSupply: bigint;
}

/** A pair's live state, read from the pair contract (one batched round trip), cached per block. */
export function readPairState(services: ApiServices, pair: Address): Promise<PairState> {
  return services.uniswap.pairStates.get(pair, async () => {
    const read = { address: pair, abi: uniswapPairAbi } as const;
    const [
      [reserve0, reserve1, reservesTimestamp],
      price0CumulativeLast,
      price1CumulativeLast,
      kLast,
      totalSupply,
    ] = await Promise.all([
      services.chain.readContract({ ...read, functionName: 'getReserves' }),
      services.chain.readContract({ ...read, functionName: 'price0CumulativeLast' }),
      services.chain.readContract({ ...read, functionName: 'price1CumulativeLast' }),
      services.chain.readContract({ ...read, functionName: 'kLast' }),
      services.chain.readContract({ ...read, functionName: 'totalSupply' }),
    ]);
    return {
      reserve0,
      reserve1,
      reservesTimestamp: BigInt(reservesTimestamp),
      price0CumulativeLast,
      price1CumulativeLast,
      kLast,
      totalSupply,
    };
  });
}

/** An LP's share of a pair (its pool-token balance), cached per block. */
export function readShare(services: ApiServices, pair: Address, owner: Address): Promise<bigint> {
  return services.uniswap.amounts.get(`share:${pair}:${owner.toLowerCase()}`, () =>
    services.chain.readContract({
      address: pair,
      abi: uniswapPairAbi,
      functionName: 'balanceOf',
      args: [owner],
    }),
  );
}

/** token0 and token1 of a pair, lowercase; they never change, so they are read once. */
export function readPairTokens(services: ApiServices, pair: Address): Promise<readonly [Address, Address]> {
  const key = pair.toLowerCase();
  const cached = services.uniswap.pairTokens.get(key);
  if (cached !== undefined) return cached;
  const read = { address: pair, abi: uniswapPairAbi } as const;
  const tokens = Promise.all([
    services.chain.readContract({ ...read, functionName: 'token0' }),
    services.chain.readContract({ ...read, functionName: 'token1' }),
  ]).then(([token0, token1]) => [token0.toLowerCase() as Address, token1.toLowerCase() as Address] as const);
  services.uniswap.pairTokens.set(key, tokens);
  tokens.catch(() => services.uniswap.pairTokens.delete(key));
  return tokens;
}
