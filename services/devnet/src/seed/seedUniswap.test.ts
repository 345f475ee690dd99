import {
  addresses,
  createDevChainClients,
  type DevChainClients,
  deployContracts,
  devnetDeploySteps,
  uniswapFactoryAbi,
  uniswapPairAbi,
  uniswapRouterAbi,
} from '@fantom-wallet/contracts';
import { type Address, erc20Abi, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnvilInstance, startAnvil } from '../anvil.ts';
import { devAccountCount, devAccountIndex } from './devAccountIndex.ts';
import { devMnemonic } from './devMnemonic.ts';
import { seedTimeline } from './seedTimeline.ts';
import { seedUniswap, type UniswapSeed } from './seedUniswap.ts';

let anvil: AnvilInstance;
let clients: DevChainClients;
let seeded: UniswapSeed;
let alice: Address;
const timeline = seedTimeline();

beforeAll(async () => {
  anvil = await startAnvil({
    timestamp: timeline.genesis,
    mnemonic: devMnemonic,
    accounts: devAccountCount,
    balance: 1_000_000,
  });
  clients = createDevChainClients(anvil.rpcUrl);
  const all = await clients.wallet.getAddresses();
  const at = (i: number) => all[i] as Address;
  alice = at(devAccountIndex.alice);
  await deployContracts(clients, at(devAccountIndex.owner), devnetDeploySteps);
  seeded = await seedUniswap(clients, {
    owner: at(devAccountIndex.owner),
    traders: [at(devAccountIndex.trader1), at(devAccountIndex.trader2), at(devAccountIndex.trader3)],
    alice,
    start: timeline.tradingStart,
    end: timeline.tradingEnd,
  });
});
afterAll(async () => {
  await anvil?.stop();
});

const pairNamed = (name: string) => {
  const pair = seeded.pairs.find((p) => p.name === name);
  if (pair === undefined) throw new Error(`no seeded pair ${name}`);
  return pair;
};
const read = (pair: Address) => ({
  reserves: () =>
    clients.public.readContract({ address: pair, abi: uniswapPairAbi, functionName: 'getReserves' }),
  supply: () =>
    clients.public.readContract({ address: pair, abi: uniswapPairAbi, functionName: 'totalSupply' }),
});

describe('the Uniswap seed', () => {
  it('creates WFTM/tUSDC, WFTM/FUSD, FUSD/fEUR and an empty WFTM/tBTC at the factory, and no pair for tDAI or sFTM', async () => {
    const factory = { address: addresses.uniswapFactory, abi: uniswapFactoryAbi } as const;
    expect(await clients.public.readContract({ ...factory, functionName: 'allPairsLength' })).toBe(4n);
    expect(seeded.pairs.map((p) => p.name)).toEqual(['WFTM/tUSDC', 'WFTM/FUSD', 'FUSD/fEUR', 'WFTM/tBTC']);
    // The same CREATE2 address as on Opera mainnet: same factory address, same pair bytecode.
    expect(pairNamed('WFTM/FUSD').address.toLowerCase()).toBe('0x34bf23e2f08bfe00cae2adc15d4b47cf8b9ee7bf');
    const empty = read(pairNamed('WFTM/tBTC').address);
    expect(await empty.supply()).toBe(0n);
    expect((await empty.reserves()).slice(0, 2)).toEqual([0n, 0n]);
    for (const token of [addresses.tokenDai, addresses.sftm]) {
      for (const other of [addresses.wftm, addresses.fusd, addresses.tokenUsdc]) {
        expect(
          await clients.public.readContract({ ...factory, functionName: 'getPair', args: [token, other] }),
        ).toBe(zeroAddress);
      }
    }
  });

  it('replays thousands of swaps, adds and removes in a few hundred blocks, up to the end of the walk', async () => {
    expect(seeded.swaps + seeded.deposits + seeded.withdrawals).toBeGreaterThanOrEqual(2000);
    expect(seeded.blocks).toBeLessThan(450);
    const head = await clients.public.getBlock();
    expect(Number(head.timestamp)).toBeLessThanOrEqual(timeline.tradingEnd);
    expect(Number(head.timestamp)).toBeGreaterThan(timeline.tradingEnd - 86_400);
    // Traded pools, quoted by the router at the devnet's prices (1 WFTM ≈ 0.70 tUSDC).
    const [, usdc] = await clients.public.readContract({
      address: addresses.uniswapRouter,
      abi: uniswapRouterAbi,
      functionName: 'getAmountsOut',
      args: [10n ** 18n, [addresses.wftm, addresses.tokenUsdc]],
    });
    expect(usdc).toBeGreaterThan(350_000n);
    expect(usdc).toBeLessThan(1_400_000n);
  });

  it('leaves alice a share of WFTM/tUSDC and no allowance to the router', async () => {
    const pair = pairNamed('WFTM/tUSDC').address;
    const share = await clients.public.readContract({
      address: pair,
      abi: uniswapPairAbi,
      functionName: 'balanceOf',
      args: [alice],
    });
    expect(share).toBeGreaterThan(0n);
    expect(share * 100n).toBeLessThan(await read(pair).supply());
    for (const token of [addresses.wftm, addresses.tokenUsdc]) {
      expect(
        await clients.public.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [alice, addresses.uniswapRouter],
        }),
      ).toBe(0n);
    }
  });
});
