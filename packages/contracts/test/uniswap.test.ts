import {
  type AbiEvent,
  type AbiFunction,
  type Address,
  encodePacked,
  getCreate2Address,
  keccak256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitForReceipt } from '../src/deploy/waitForReceipt.ts';
import { uniswapArtifact } from '../src/uniswap/uniswapArtifacts.ts';
import { uniswapFactoryAbi } from '../src/uniswap/uniswapFactoryAbi.ts';
import { uniswapPairAbi } from '../src/uniswap/uniswapPairAbi.ts';
import { uniswapRouterAbi } from '../src/uniswap/uniswapRouterAbi.ts';
import type { TestChain } from './startTestChain.ts';
import { DEADLINE, FACTORY, fundTrader, ROUTER, startUniswapChain, USDC, WFTM } from './uniswapChain.ts';

let chain: TestChain;
let trader: Address;

const factory = { address: FACTORY, abi: uniswapFactoryAbi } as const;
const router = { address: ROUTER, abi: uniswapRouterAbi } as const;

beforeAll(async () => {
  chain = await startUniswapChain();
  const t = chain.accounts[3];
  if (t === undefined) throw new Error('not enough accounts');
  trader = t;
});
afterAll(async () => {
  await chain?.stop();
});
beforeEach(async () => {
  await chain.reset();
});

type WriteRequest = Parameters<TestChain['clients']['wallet']['writeContract']>[0];

/** Sends a contract call and expects it to succeed; `value` for the payable router functions. */
async function write(request: Omit<WriteRequest, 'value'> & { value?: bigint }) {
  const hash = await chain.clients.wallet.writeContract(request as unknown as WriteRequest);
  const receipt = await waitForReceipt(chain.clients.public, hash);
  expect(receipt.status).toBe('success');
  return receipt;
}

const read = {
  pairOf: (a: Address, b: Address) =>
    chain.clients.public.readContract({ ...factory, functionName: 'getPair', args: [a, b] }),
  reserves: (pair: Address) =>
    chain.clients.public.readContract({ address: pair, abi: uniswapPairAbi, functionName: 'getReserves' }),
};

describe('Uniswap V2 from the npm artefacts', () => {
  it("the router's pair init-code hash is the hash of v2-core's pair creation code", () => {
    const hash = keccak256(uniswapArtifact('pair').bytecode);
    expect(hash).toBe('0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f');
    expect(uniswapArtifact('router').deployedBytecode).toContain(hash.slice(2));
  });

  it('sits at the mainnet addresses with WFTM as WETH, no protocol fee and the owner as fee setter', async () => {
    const { public: reader } = chain.clients;
    for (const address of [FACTORY, ROUTER])
      expect(await reader.getCode({ address })).toMatch(/^0x[0-9a-f]{100}/);
    expect(await reader.readContract({ ...router, functionName: 'factory' })).toBe(FACTORY);
    expect(await reader.readContract({ ...router, functionName: 'WETH' })).toBe(WFTM);
    expect(await reader.readContract({ ...factory, functionName: 'feeTo' })).toBe(zeroAddress);
    expect(await reader.readContract({ ...factory, functionName: 'feeToSetter' })).toBe(chain.owner);
    expect(await reader.readContract({ ...factory, functionName: 'allPairsLength' })).toBe(0n);
    expect(chain.contracts).toMatchObject({ uniswapFactory: FACTORY, uniswapRouter: ROUTER });
  });

  it("a pair the factory creates is where the router's pairFor looks: getAmountsOut quotes it", async () => {
    await write({ ...factory, functionName: 'createPair', args: [USDC, WFTM], account: trader, chain: null });
    const pair = await read.pairOf(WFTM, USDC);
    expect(await read.pairOf(USDC, WFTM)).toBe(pair);
    const [token0, token1] = USDC.toLowerCase() < WFTM.toLowerCase() ? [USDC, WFTM] : [WFTM, USDC];
    expect(pair).toBe(
      getCreate2Address({
        from: FACTORY,
        salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
        bytecodeHash: keccak256(uniswapArtifact('pair').bytecode),
      }),
    );
    await fundTrader(chain, trader, parseEther('1000'), parseUnits('1000000', 6));
    const wftmIn = parseEther('100');
    const usdcIn = parseUnits('25', 6);
    await write({
      ...router,
      functionName: 'addLiquidity',
      args: [WFTM, USDC, wftmIn, usdcIn, 0n, 0n, trader, DEADLINE],
      account: trader,
      chain: null,
    });
    const amountIn = parseEther('1');
    const quoted = await chain.clients.public.readContract({
      ...router,
      functionName: 'getAmountsOut',
      args: [amountIn, [WFTM, USDC]],
    });
    // The V2 formula with the 0.3 % fee, on the reserves just deposited.
    expect(quoted).toEqual([amountIn, (amountIn * 997n * usdcIn) / (wftmIn * 1000n + amountIn * 997n)]);
    const [r0, r1] = await read.reserves(pair);
    expect(token0 === WFTM ? [r0, r1] : [r1, r0]).toEqual([wftmIn, usdcIn]);
    const receipt = await write({
      ...router,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, quoted[1] ?? 0n, [WFTM, USDC], trader, DEADLINE],
      account: trader,
      chain: null,
    });
    expect(receipt.logs.some((log) => log.address.toLowerCase() === pair.toLowerCase())).toBe(true);
  });

  it('trades native FTM through WFTM (deposit, 2300-gas withdraw to the router)', async () => {
    await fundTrader(chain, trader, parseEther('10'), parseUnits('1000', 6));
    await write({
      ...router,
      functionName: 'addLiquidityETH',
      args: [USDC, parseUnits('500', 6), 0n, 0n, trader, DEADLINE],
      value: parseEther('200'),
      account: trader,
      chain: null,
    });
    await write({
      ...router,
      functionName: 'swapExactETHForTokens',
      args: [0n, [WFTM, USDC], trader, DEADLINE],
      value: parseEther('1'),
      account: trader,
      chain: null,
    });
    const before = await chain.clients.public.getBalance({ address: trader });
    const { gasUsed, effectiveGasPrice } = await write({
      ...router,
      functionName: 'swapExactTokensForETH',
      args: [parseUnits('10', 6), 0n, [USDC, WFTM], trader, DEADLINE],
      account: trader,
      chain: null,
    });
    const after = await chain.clients.public.getBalance({ address: trader });
    expect(after + gasUsed * effectiveGasPrice).toBeGreaterThan(before);
  });

  it('rejects a swap past its deadline with EXPIRED', async () => {
    await fundTrader(chain, trader, parseEther('10'), parseUnits('1000', 6));
    await expect(
      chain.clients.public.simulateContract({
        ...router,
        functionName: 'swapExactTokensForTokens',
        args: [1n, 0n, [WFTM, USDC], trader, 1n],
        account: trader,
      }),
    ).rejects.toThrow('UniswapV2Router: EXPIRED');
  });
});

describe('typed ABIs', () => {
  // Names aside, everything that decides the encoding: types, indexed flags, outputs and mutability.
  const signature = (item: AbiFunction | AbiEvent) => {
    const inputs = item.inputs.map((input) =>
      'indexed' in input && input.indexed ? `${input.type} indexed` : input.type,
    );
    return item.type === 'function'
      ? `function ${item.name}(${inputs}) ${item.stateMutability} returns (${item.outputs.map((o) => o.type)})`
      : `event ${item.name}(${inputs})`;
  };
  const shipped = (contract: 'factory' | 'pair' | 'router') =>
    new Set(
      uniswapArtifact(contract)
        .abi.filter(
          (item): item is AbiFunction | AbiEvent => item.type === 'function' || item.type === 'event',
        )
        .map(signature),
    );

  it.each([
    ['factory', uniswapFactoryAbi],
    ['pair', uniswapPairAbi],
    ['router', uniswapRouterAbi],
  ] as const)(
    'every %s entry we type is in the shipped artefact, with the same types and mutability',
    (contract, abi) => {
      const known = shipped(contract);
      for (const item of abi) expect(known, signature(item)).toContain(signature(item));
    },
  );
});
