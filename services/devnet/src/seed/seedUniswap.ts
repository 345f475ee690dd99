import {
  addresses,
  type DevChainClients,
  fantomMintArtifact,
  type SendTxRequest,
  testTokenArtifact,
  uniswapFactoryAbi,
  uniswapPairAbi,
  uniswapRouterAbi,
  wrappedFtmArtifact,
} from '@fantom-wallet/contracts';
import {
  type Abi,
  type Address,
  type ContractFunctionName,
  erc20Abi,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem';
import { sendSeedTx } from './sendSeedTx.ts';
import { mineTradingWalk } from './trading/mineTradingWalk.ts';
import { PoolModel } from './trading/PoolModel.ts';
import {
  planTradingWalk,
  type ScheduledDeposit,
  type Trader,
  type WalkPair,
} from './trading/planTradingWalk.ts';
import { seededPairs } from './trading/seededPairs.ts';

/** Replays the same eight weeks on every fresh devnet. */
const walkSeed = 4003;
const deadline = 2n ** 40n;

export interface SeededUniswapPair {
  name: string;
  address: Address;
  token0: Address;
  token1: Address;
}

export interface UniswapSeed {
  pairs: SeededUniswapPair[];
  blocks: number;
  swaps: number;
  deposits: number;
  withdrawals: number;
}

export interface UniswapSeedOptions {
  owner: Address;
  /** Market makers: fund the pools and trade on them. */
  traders: readonly Address[];
  /** Keeps a share of WFTM/tUSDC (deposited a few hours into the walk). */
  alice: Address;
  /** Unix seconds: the walk's first and last possible block. */
  start: number;
  end: number;
}

/**
 * Uniswap's seeded history (services/devnet/README.md#uniswap-pairs-and-trading): funds the traders (FTM
 * wrapped, tUSDC minted, FUSD and fEUR minted through fMint against WFTM collateral), creates the pairs (one left
 * empty), makes the first deposits, then mines weeks of trading between `start` and `end` — thousands of swaps,
 * deposits and withdrawals in a few hundred blocks — and checks the chain against the plan's exact models.
 */
export async function seedUniswap(
  clients: DevChainClients,
  options: UniswapSeedOptions,
): Promise<UniswapSeed> {
  const tx = <abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
    request: SendTxRequest<abi, name>,
  ) => sendSeedTx(clients, { gas: 3_000_000n, ...request });
  const [maker] = options.traders;
  if (maker === undefined) throw new Error('the Uniswap seed needs at least one trader');

  for (const trader of options.traders) await fundTrader(clients, tx, options.owner, trader);

  const walkPairs: WalkPair[] = [];
  const pairs: SeededUniswapPair[] = [];
  for (const definition of seededPairs) {
    const { tokenA, tokenB } = definition;
    await tx({
      address: addresses.uniswapFactory,
      abi: uniswapFactoryAbi,
      from: maker,
      functionName: 'createPair',
      args: [tokenA, tokenB],
    });
    const address = await clients.public.readContract({
      address: addresses.uniswapFactory,
      abi: uniswapFactoryAbi,
      functionName: 'getPair',
      args: [tokenA, tokenB],
    });
    const aIs0 = BigInt(tokenA) < BigInt(tokenB);
    const [token0, token1] = aIs0 ? [tokenA, tokenB] : [tokenB, tokenA];
    pairs.push({ name: definition.name, address, token0, token1 });
    if (definition.weight === 0) continue;
    const model = new PoolModel(address, token0, token1);
    const { depositA, depositB } = definition;
    model.deposit(maker, aIs0 ? depositA : depositB, aIs0 ? depositB : depositA);
    await tx({
      ...router,
      from: maker,
      functionName: 'addLiquidity',
      args: [tokenA, tokenB, depositA, depositB, depositA, depositB, maker, deadline],
    });
    // Removals: the router pulls the pool share.
    for (const trader of options.traders) {
      await tx({
        address,
        abi: uniswapPairAbi,
        from: trader,
        functionName: 'approve',
        args: [router.address, maxUint256],
      });
    }
    walkPairs.push({ definition, model });
  }

  const traded = [...new Set(seededPairs.flatMap((p) => (p.weight > 0 ? [p.tokenA, p.tokenB] : [])))];
  const traders: Trader[] = [];
  for (const address of options.traders) {
    const balances = new Map<string, bigint>();
    for (const token of traded) {
      balances.set(
        token.toLowerCase(),
        await clients.public.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      );
    }
    traders.push({ address, balances });
  }
  const alice: ScheduledDeposit = {
    trader: { address: options.alice, balances: new Map() },
    pairName: 'WFTM/tUSDC',
    shareOfPool: 0.02,
    notBefore: options.start + 6 * 3_600,
  };
  const walk = planTradingWalk({
    seed: walkSeed,
    start: options.start,
    end: options.end,
    router: router.address,
    pairs: walkPairs,
    traders,
    scheduled: [alice],
  });

  // Alice gets exactly what her deposit takes, and allows the router exactly that (the wallet's exact approvals).
  const planned = alice.planned;
  if (planned === undefined) throw new Error("alice's deposit was not planned");
  await tx({
    address: addresses.wftm,
    abi: wrappedFtmArtifact.abi,
    from: options.alice,
    functionName: 'deposit',
    args: [],
    value: planned.amountA,
  });
  await tx({
    address: addresses.tokenUsdc,
    abi: testTokenArtifact.abi,
    from: options.owner,
    functionName: 'mint',
    args: [options.alice, planned.amountB],
  });
  for (const [token, amount] of [
    [addresses.wftm, planned.amountA],
    [addresses.tokenUsdc, planned.amountB],
  ] as const) {
    await tx({
      address: token,
      abi: erc20Abi,
      from: options.alice,
      functionName: 'approve',
      args: [router.address, amount],
    });
  }

  await mineTradingWalk(clients, walk);
  await expectModels(clients, walkPairs, [...options.traders, options.alice]);
  return {
    pairs,
    blocks: walk.blocks.length,
    swaps: walk.swaps,
    deposits: walk.deposits,
    withdrawals: walk.withdrawals,
  };
}

const router = { address: addresses.uniswapRouter, abi: uniswapRouterAbi } as const;

type Tx = <abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
  request: SendTxRequest<abi, name>,
) => Promise<unknown>;

/**
 * A market maker's float: 15 M WFTM wrapped (of 50 M FTM), 5 M tUSDC, and 600 k FUSD and 200 k fEUR minted through
 * fMint against 5 M of that WFTM as collateral (about 430 %); the router may spend all of it.
 */
async function fundTrader(clients: DevChainClients, tx: Tx, owner: Address, trader: Address): Promise<void> {
  await clients.test.setBalance({ address: trader, value: parseEther('50000000') });
  await tx({
    address: addresses.wftm,
    abi: wrappedFtmArtifact.abi,
    from: trader,
    functionName: 'deposit',
    args: [],
    value: parseEther('15000000'),
  });
  await tx({
    address: addresses.tokenUsdc,
    abi: testTokenArtifact.abi,
    from: owner,
    functionName: 'mint',
    args: [trader, parseUnits('5000000', 6)],
  });
  const collateral = parseEther('5000000');
  await tx({
    address: addresses.wftm,
    abi: erc20Abi,
    from: trader,
    functionName: 'approve',
    args: [addresses.fMint, collateral],
  });
  const fMint = { address: addresses.fMint, abi: fantomMintArtifact.abi, from: trader } as const;
  await tx({ ...fMint, functionName: 'mustDeposit', args: [addresses.wftm, collateral] });
  await tx({ ...fMint, functionName: 'mustMint', args: [addresses.fusd, parseEther('600000')] });
  await tx({ ...fMint, functionName: 'mustMint', args: [addresses.feur, parseEther('200000')] });
  for (const token of [addresses.wftm, addresses.tokenUsdc, addresses.fusd, addresses.feur]) {
    await tx({
      address: token,
      abi: erc20Abi,
      from: trader,
      functionName: 'approve',
      args: [router.address, maxUint256],
    });
  }
}

/** The chain must end where the plan's exact models say: reserves, supply and every share. */
async function expectModels(
  clients: DevChainClients,
  pairs: readonly WalkPair[],
  holders: readonly Address[],
): Promise<void> {
  for (const { definition, model } of pairs) {
    const pair = { address: model.pair, abi: uniswapPairAbi } as const;
    const [reserve0, reserve1] = await clients.public.readContract({ ...pair, functionName: 'getReserves' });
    const supply = await clients.public.readContract({ ...pair, functionName: 'totalSupply' });
    const mismatch = (what: string, chain: bigint, planned: bigint) =>
      new Error(
        `the trading walk diverged from its plan: ${definition.name} ${what} is ${chain}, planned ${planned}`,
      );
    if (reserve0 !== model.reserve0) throw mismatch('reserve0', reserve0, model.reserve0);
    if (reserve1 !== model.reserve1) throw mismatch('reserve1', reserve1, model.reserve1);
    if (supply !== model.totalSupply) throw mismatch('totalSupply', supply, model.totalSupply);
    for (const holder of holders) {
      const share = await clients.public.readContract({ ...pair, functionName: 'balanceOf', args: [holder] });
      if (share !== model.shareOf(holder)) throw mismatch(`share of ${holder}`, share, model.shareOf(holder));
    }
  }
}
