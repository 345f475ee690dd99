import { uniswapFactoryAbi } from '@fantom-wallet/contracts';
import { type Address, zeroAddress } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';

/** Every pair of the factory, in creation order (`allPairs`); the count is read per block, each pair once. */
export async function readPairs(services: ApiServices, factory: Address): Promise<Address[]> {
  const read = { address: factory, abi: uniswapFactoryAbi } as const;
  const count = await services.uniswap.amounts.get('pairCount', () =>
    services.chain.readContract({ ...read, functionName: 'allPairsLength' }),
  );
  return Promise.all(
    Array.from({ length: Number(count) }, (_, index) => {
      const cached = services.uniswap.pairsByIndex.get(index);
      if (cached !== undefined) return cached;
      const pair = services.chain
        .readContract({ ...read, functionName: 'allPairs', args: [BigInt(index)] })
        .then((address) => address.toLowerCase() as Address);
      services.uniswap.pairsByIndex.set(index, pair);
      pair.catch(() => services.uniswap.pairsByIndex.delete(index));
      return pair;
    }),
  );
}

/**
 * The factory's pair of two tokens (order-independent), or undefined when there is none. A pair, once created,
 * stays, so found pairs are remembered; "none" is asked again next time.
 */
export async function findPair(
  services: ApiServices,
  factory: Address,
  tokenA: Address,
  tokenB: Address,
): Promise<Address | undefined> {
  const [a, b] = [tokenA.toLowerCase(), tokenB.toLowerCase()].sort();
  const key = `${a}:${b}`;
  const known = services.uniswap.pairsByTokens.get(key);
  if (known !== undefined) return known;
  const pair = await services.chain.readContract({
    address: factory,
    abi: uniswapFactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  });
  if (pair === zeroAddress) return undefined;
  const lower = pair.toLowerCase() as Address;
  services.uniswap.pairsByTokens.set(key, lower);
  return lower;
}
