import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addresses,
  claimDrainerArtifact,
  delegatingClaimArtifact,
  lookalikeTokenArtifact,
  SIMULATION_TRAPS,
  simulationTrapTokenArtifact,
  testCollectibleArtifact,
  testPermitTokenArtifact,
  uniswapRouterAbi,
  waitForReceipt,
  wrappedFtmArtifact,
} from '@fantom-wallet/contracts';
import { gasLimitFromEstimate, gasPriceToUse } from '@fantom-wallet/core';
import fc from 'fast-check';
import {
  type Abi,
  type Address,
  encodeDeployData,
  encodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  hexToBigInt,
  maxUint256,
  numberToHex,
  parseAbi,
  parseEther,
  size,
  toHex,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql } from '../../../test/gql.ts';
import { type Stack, startStack } from '../../../test/startStack.ts';
import { apiContractsFromDeployment } from '../../config/apiContractsFromDeployment.ts';
import type { RunningApi } from '../../RunningApi.ts';
import { startApi } from '../../startApi.ts';

const QUERY = `query($from: Address!, $calls: [FwalletCall!]!) {
  fwalletSimulate(from: $from, calls: $calls) {
    available unavailableReason blockNumber
    calls { to status revertReason gasUsed toHasCode contractLabel method unpredictable { contract values } }
    changes { kind token symbol decimals name tokenId out in eventsMatchBalance }
    approvals { token symbol decimals spender spenderLabel spenderHasCode amount tokenId unlimited allItems }
    revoked { token symbol spender spenderLabel spenderHasCode amount tokenId unlimited allItems }
  }
}`;

interface Simulation {
  available: boolean;
  unavailableReason: string | null;
  blockNumber: string | null;
  calls: {
    to: string | null;
    status: boolean;
    revertReason: string | null;
    gasUsed: string;
    toHasCode: boolean;
    contractLabel: string | null;
    method: string;
    unpredictable: { contract: string; values: string[] }[];
  }[];
  changes: {
    kind: string;
    token: string | null;
    symbol: string | null;
    decimals: number | null;
    tokenId: string | null;
    out: string;
    in: string;
    eventsMatchBalance: boolean;
  }[];
  approvals: {
    token: string;
    symbol: string | null;
    spender: string;
    spenderLabel: string | null;
    spenderHasCode: boolean;
    amount: string | null;
    unlimited: boolean;
    allItems: boolean;
  }[];
  revoked: Simulation['approvals'];
}

interface CallInput {
  to?: string;
  value?: string;
  data?: string;
  gas?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  nonce?: string;
}

const hex = (value: bigint) => numberToHex(value);
const lower = (address: string) => address.toLowerCase();
const USDC: Address = addresses.tokenUsdc;
const BOB = '0x00000000000000000000000000000000000b0b01';

/** Runtime code that reverts with `data`, whatever the call (copied from the code itself). */
function revertingCode(data: Hex): Hex {
  const n = size(data).toString(16).padStart(4, '0');
  return `0x61${n}61000f60003961${n}6000fd${data.slice(2)}`;
}

/** A JSON-RPC proxy in front of the devnet that can refuse methods, hold answers back, or play dead. */
function startProxy(target: string) {
  // `requests`: the methods of each request that reached the proxy, in order. While `holdUntil` is set,
  // simulations wait for it before they reach the node; `held` counts those waiting. While `pollsSee` is set,
  // a request that asks the head number alone (the API's head poll) is answered with it.
  const state = {
    pollsSee: undefined as Hex | undefined,
    missing: new Set<string>(),
    holdUntil: undefined as Promise<void> | undefined,
    held: 0,
    down: false,
    requests: [] as string[][],
  };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (state.down) {
      response.destroy();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
      | { id: number; method: string }
      | { id: number; method: string }[];
    const list = Array.isArray(body) ? body : [body];
    state.requests.push(list.map((call) => call.method));
    const [only] = list;
    if (state.pollsSee !== undefined && list.length === 1 && only?.method === 'eth_blockNumber') {
      const answer = { jsonrpc: '2.0', id: only.id, result: state.pollsSee };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(Array.isArray(body) ? [answer] : answer));
      return;
    }
    const refused = list.filter((call) => state.missing.has(call.method));
    const passed = list.filter((call) => !state.missing.has(call.method));
    const simulates = list.some((call) => call.method === 'eth_simulateV1');
    if (simulates && state.holdUntil) {
      state.held++;
      await state.holdUntil;
      state.held--;
    }
    const answers =
      passed.length === 0
        ? []
        : ((await (
            await fetch(target, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(passed),
            })
          ).json()) as unknown[]);
    const all = [
      ...answers,
      ...refused.map((call) => ({
        jsonrpc: '2.0',
        id: call.id,
        error: { code: -32601, message: `the method ${call.method} does not exist/is not available` },
      })),
    ];
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(Array.isArray(body) ? all : all[0]));
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        state,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

const MINTED = parseEther('1000');
const SENT = parseEther('1');
const PRODUCER = '0x00000000000000000000000000000000c0ffee01';

describe('fwalletSimulate (docs/simulation.md)', () => {
  let stack: Stack;
  let alice: Address;
  const simulate = async (calls: CallInput[], from: string = alice, url = stack.api.url) => {
    const answer = await gql<{ fwalletSimulate: Simulation }>(url, QUERY, { from, calls });
    expect(answer.errors).toBeUndefined();
    return answer.data?.fwalletSimulate as Simulation;
  };
  const setCode = (address: string, code: Hex) => stack.rpc('anvil_setCode', [address, code]);

  beforeAll(async () => {
    stack = await startStack(inject('snapshotFile'));
    alice = stack.devnet.deployment.accounts.find((a) => a.role === 'alice')?.address as Address;
  });
  afterAll(() => stack?.stop());

  it('an FTM send: FTM out, the FTM transfer method, no code at the target, the next block', async () => {
    const head = await stack.clients.public.getBlockNumber();
    const result = await simulate([{ to: BOB, value: hex(parseEther('1.5')) }]);
    expect(result).toMatchObject({ available: true, unavailableReason: null, approvals: [] });
    // Run as the block after the head.
    expect(BigInt(result.blockNumber ?? -1)).toBeGreaterThan(head);
    expect(result.calls).toEqual([
      {
        to: BOB,
        status: true,
        revertReason: null,
        gasUsed: hex(21_000n),
        toHasCode: false,
        contractLabel: null,
        method: 'FTM transfer',
        unpredictable: [],
      },
    ]);
    expect(result.changes).toEqual([
      {
        kind: 'FTM',
        token: null,
        symbol: 'FTM',
        decimals: 18,
        name: 'Fantom',
        tokenId: null,
        out: hex(parseEther('1.5')),
        in: '0x0',
        eventsMatchBalance: true,
      },
    ]);
  });

  it('a token transfer: the token out with symbol and decimals read from the token', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 1_234_567n] });
    const result = await simulate([{ to: USDC, data }]);
    // tUSDC is no contract of the network's: its call is only said to look like a transfer.
    expect(result.calls[0]).toMatchObject({
      status: true,
      toHasCode: true,
      method: 'looks like transfer(address,uint256)',
    });
    expect(result.changes).toEqual([
      expect.objectContaining({
        kind: 'ERC20',
        token: lower(USDC),
        symbol: 'tUSDC',
        decimals: 6,
        out: hex(1_234_567n),
        in: '0x0',
        eventsMatchBalance: true,
      }),
    ]);
  });

  it('Allow then Confirm: the approval stays unlimited to the labelled router, and the swap spends WFTM for tUSDC', async () => {
    const wrap = encodeFunctionData({ abi: wrappedFtmArtifact.abi, functionName: 'deposit' });
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [addresses.uniswapRouter as Address, maxUint256],
    });
    const deadline = (await stack.clients.public.getBlock()).timestamp + 3600n;
    const swap = encodeFunctionData({
      abi: uniswapRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [
        parseEther('1'),
        0n,
        [addresses.wftm as Address, addresses.tokenUsdc as Address],
        alice,
        deadline,
      ],
    });
    const result = await simulate([
      { to: addresses.wftm, value: hex(parseEther('1')), data: wrap },
      { to: addresses.wftm, data: approve },
      { to: addresses.uniswapRouter, data: swap },
    ]);
    expect(result.calls.map((c) => [c.status, c.method, c.contractLabel])).toEqual([
      [true, 'deposit', 'WFTM'],
      [true, 'approve', 'WFTM'],
      [true, 'swapExactTokensForTokens', 'Uniswap router'],
    ]);
    expect(result.approvals).toEqual([
      {
        token: lower(addresses.wftm),
        symbol: 'WFTM',
        decimals: 18,
        spender: lower(addresses.uniswapRouter),
        spenderLabel: 'Uniswap router',
        spenderHasCode: true,
        amount: hex(maxUint256),
        tokenId: null,
        unlimited: true,
        allItems: false,
      },
    ]);
    const byKind = Object.fromEntries(result.changes.map((c) => [c.symbol, c]));
    // The WFTM wrapped is the WFTM swapped: it nets to nothing and is not shown.
    expect(Object.keys(byKind).sort()).toEqual(['FTM', 'tUSDC']);
    expect(byKind.FTM).toMatchObject({ out: hex(parseEther('1')), in: '0x0' });
    expect(BigInt(byKind.tUSDC?.in ?? 0)).toBeGreaterThan(0n);
  });

  it('revokes show what was in force before: an allowance, one NFT, an operator; one never given shows nothing', async () => {
    const [spender, never, operator] = [
      '0x5e11000000000000000000000000000000000001',
      '0x5e11000000000000000000000000000000000002',
      '0x5e11000000000000000000000000000000000003',
    ] as const;
    const mined = async (hash: Hex) =>
      expect((await waitForReceipt(stack.clients.public, hash)).status).toBe('success');
    const deployed = await waitForReceipt(
      stack.clients.public,
      await stack.clients.wallet.deployContract({
        account: alice,
        chain: null,
        abi: testCollectibleArtifact.abi,
        bytecode: testCollectibleArtifact.bytecode,
        args: ['Test Kittens', 'KIT'],
      }),
    );
    const kittens = deployed.contractAddress as Address;
    const write = (to: Address, abi: Abi, functionName: string, args: readonly unknown[]) =>
      stack.clients.wallet
        .sendTransaction({
          account: alice,
          chain: null,
          to,
          data: encodeFunctionData({ abi, functionName, args }),
        })
        .then(mined);
    await write(USDC, erc20Abi, 'approve', [spender, 5_000_000n]);
    await write(kittens, testCollectibleArtifact.abi, 'mint', [alice, 7n]);
    await write(kittens, testCollectibleArtifact.abi, 'approve', [BOB, 7n]);
    await write(kittens, testCollectibleArtifact.abi, 'setApprovalForAll', [operator, true]);

    const revoke = (to: Address, abi: Abi, functionName: string, args: readonly unknown[]) => ({
      to,
      data: encodeFunctionData({ abi, functionName, args }),
    });
    const result = await simulate([
      revoke(USDC, erc20Abi, 'approve', [spender, 0n]),
      revoke(USDC, erc20Abi, 'approve', [never, 0n]),
      revoke(kittens, testCollectibleArtifact.abi, 'approve', [zeroAddress, 7n]),
      revoke(kittens, testCollectibleArtifact.abi, 'setApprovalForAll', [operator, false]),
    ]);
    expect(result.calls.every((call) => call.status)).toBe(true);
    expect(result.approvals).toEqual([]);
    const nft = { token: lower(kittens), symbol: 'KIT', spenderLabel: null, spenderHasCode: false };
    expect(result.revoked).toEqual([
      {
        token: lower(USDC),
        symbol: 'tUSDC',
        spender: spender,
        spenderLabel: null,
        spenderHasCode: false,
        amount: hex(5_000_000n),
        tokenId: null,
        unlimited: false,
        allItems: false,
      },
      { ...nft, spender: lower(BOB), amount: null, tokenId: hex(7n), unlimited: false, allItems: false },
      { ...nft, spender: operator, amount: null, tokenId: null, unlimited: true, allItems: true },
    ]);
  });

  it('reverts: Error(string), Panic, our custom error, an unknown custom error, none (docs/simulation.md#reverts)', async () => {
    const plain = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['Nope'],
    });
    const panic = encodeErrorResult({
      abi: parseAbi(['error Panic(uint256)']),
      errorName: 'Panic',
      args: [0x12n],
    });
    const unknown = encodeErrorResult({
      abi: parseAbi(['error Mystery(uint256)']),
      errorName: 'Mystery',
      args: [1n],
    });
    const targets = [
      '0x00000000000000000000000000000000000ba501',
      '0x00000000000000000000000000000000000ba502',
    ];
    const [first = '', second = ''] = targets;
    await setCode(first, revertingCode(plain));
    await setCode(second, revertingCode(panic));
    const third = '0x00000000000000000000000000000000000ba503';
    await setCode(third, revertingCode(unknown));
    const fourth = '0x00000000000000000000000000000000000ba504';
    await setCode(fourth, '0x60006000fd');
    const tooMuch = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 10n ** 30n] });
    const result = await simulate([
      { to: first, data: '0x12345678' },
      { to: second },
      { to: third },
      { to: fourth },
      { to: USDC, data: tooMuch },
    ]);
    expect(result.calls.map((c) => [c.status, c.revertReason])).toEqual([
      [false, 'Nope'],
      [false, 'Panic 0x12: division or modulo by zero'],
      [false, `custom error ${unknown.slice(0, 10)}`],
      [false, 'reverted without a reason'],
      [
        false,
        expect.stringMatching(
          /^ERC20InsufficientBalance\(0x[0-9a-fA-F]{40}, \d+, 1000000000000000000000000000000\)$/,
        ),
      ],
    ]);
    expect(result.calls[0]?.method).toBe('Unknown method 0x12345678');
    expect(result.changes).toEqual([]);
  });

  it('a contract creation is traced with debug_traceCall; a call to an address without code says so', async () => {
    // Init code that returns a 1-byte runtime (STOP) and keeps the 2 FTM sent with it.
    const init = '0x600160 0c600039 60016000f3 00'.replaceAll(' ', '') as Hex;
    const created = await simulate([{ data: init, value: hex(parseEther('2')) }]);
    expect(created).toMatchObject({ available: true });
    expect(created.calls).toEqual([
      expect.objectContaining({ to: null, status: true, method: 'Contract creation', toHasCode: false }),
    ]);
    expect(created.changes).toEqual([expect.objectContaining({ kind: 'FTM', out: hex(parseEther('2')) })]);
    const noCode = await simulate([{ to: BOB, data: '0xa9059cbb' }]);
    expect(noCode.calls[0]).toMatchObject({
      status: true,
      toHasCode: false,
      method: 'Unknown method 0xa9059cbb',
    });
  });

  it("a creation with constructor arguments is read without them: a token's deployment reads no block value", async () => {
    // The arguments follow the code's metadata, whose hash holds JUMPDEST PREVRANDAO (5b 44): read as code, a
    // plain ERC20Permit deployment was said to read the block's randomness, which held its Confirm.
    const data = encodeDeployData({
      abi: testPermitTokenArtifact.abi,
      bytecode: testPermitTokenArtifact.bytecode,
      args: ['Permit Token', 'PRMT', alice, 10n ** 21n],
    });
    const created = await simulate([{ data }]);
    expect(created.calls).toEqual([
      expect.objectContaining({ to: null, status: true, method: 'Contract creation', unpredictable: [] }),
    ]);
  });

  it("over the balance: the call fails with 'Not enough FTM for amount and fee', those before it still run", async () => {
    const balance = await stack.clients.public.getBalance({ address: alice });
    const result = await simulate([
      { to: BOB, value: hex(1n) },
      { to: BOB, value: hex(balance), gas: hex(21_000n), gasPrice: hex(1n) },
    ]);
    expect(result.available).toBe(true);
    expect(result.calls.map((c) => [c.status, c.revertReason])).toEqual([
      [true, null],
      [false, 'Not enough FTM for amount and fee'],
    ]);
    expect(result.changes).toEqual([expect.objectContaining({ kind: 'FTM', out: hex(1n) })]);
  });

  it('bad input is a clear error: no calls, more than 8, malformed hex, data over 128 KiB', async () => {
    const ask = (calls: unknown) => gql(stack.api.url, QUERY, { from: alice, calls });
    const none = await ask([]);
    expect(none.errors?.[0]).toMatchObject({
      message: 'calls: give at least one call to simulate',
      extensions: { code: 'INVALID_ARGUMENT' },
    });
    const nine = await ask(Array.from({ length: 9 }, () => ({ to: BOB })));
    expect(nine.errors?.[0]?.message).toBe('calls: at most 8 calls per simulation');
    const badHex = await ask([{ to: BOB, data: '0xzz' }]);
    expect(badHex.errors?.length).toBe(1);
    expect(badHex.errors?.[0]?.message).toMatch(/Bytes/);
    const huge = await ask([{ to: BOB, data: toHex(new Uint8Array(128 * 1024 + 1)) }]);
    expect(huge.errors?.[0]).toMatchObject({
      message: 'calls[0].data: larger than 128 KiB',
      extensions: { code: 'INVALID_ARGUMENT' },
    });
    const badAddress = await gql(stack.api.url, QUERY, { from: '0x1234', calls: [{ to: BOB }] });
    expect(badAddress.errors?.length).toBe(1);
  });

  it('fee fields: one kind at a time, the tip at most the maximum fee', async () => {
    const ask = (call: CallInput) => gql(stack.api.url, QUERY, { from: alice, calls: [call] });
    const both = await ask({ to: BOB, gasPrice: '0x1', maxFeePerGas: '0x2', maxPriorityFeePerGas: '0x1' });
    expect(both.errors?.[0]).toMatchObject({
      message: 'calls[0]: give gasPrice or maxFeePerGas and maxPriorityFeePerGas, not both',
      extensions: { code: 'INVALID_ARGUMENT' },
    });
    const half = await ask({ to: BOB, maxFeePerGas: '0x2' });
    expect(half.errors?.[0]?.message).toBe('calls[0]: maxFeePerGas and maxPriorityFeePerGas go together');
    const tip = await ask({ to: BOB, maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' });
    expect(tip.errors?.[0]?.message).toBe('calls[0].maxPriorityFeePerGas: larger than maxFeePerGas');
    const { baseFeePerGas } = await stack.clients.public.getBlock();
    const dynamic = await simulate([
      { to: BOB, value: '0x1', maxFeePerGas: hex((baseFeePerGas ?? 0n) * 4n), maxPriorityFeePerGas: '0x1' },
    ]);
    expect(dynamic.calls[0]?.status).toBe(true);
  });

  it('a request simulates at most 8 calls, over its aliases and its batch (each is a whole simulation)', async () => {
    const limit = {
      message: 'a request may simulate at most 8 calls (fwalletSimulate over its batch and aliases)',
      extensions: { code: 'LIMIT_EXCEEDED' },
    };
    const calls = (n: number) => Array.from({ length: n }, () => ({ to: BOB }));
    const aliased = await gql(
      stack.api.url,
      `query($from: Address!, $a: [FwalletCall!]!, $b: [FwalletCall!]!) {
        a: fwalletSimulate(from: $from, calls: $a) { available }
        b: fwalletSimulate(from: $from, calls: $b) { available }
      }`,
      { from: alice, a: calls(5), b: calls(4) },
    );
    expect(aliased.errors).toEqual([limit]);
    expect(aliased.data).toBeUndefined();
    // A batch shares one budget: the first operation is answered, the one that would go over it refused.
    const response = await fetch(`${stack.api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { query: QUERY, variables: { from: alice, calls: calls(5) } },
        { query: QUERY, variables: { from: alice, calls: calls(4) } },
      ]),
    });
    const [first, second] = (await response.json()) as { data?: unknown; errors?: unknown[] }[];
    expect(first?.data).toMatchObject({ fwalletSimulate: { available: true } });
    expect(second).toEqual({ errors: [limit] });
    // The attack that ran 2,000 simulations in one POST: 20 operations of 100 aliases each.
    const aliases = Array.from(
      { length: 100 },
      (_, i) => `s${i}: fwalletSimulate(from: $from, calls: $calls) { available }`,
    );
    const bomb = `query($from: Address!, $calls: [FwalletCall!]!) { ${aliases.join(' ')} }`;
    const flood = await fetch(`${stack.api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        Array.from({ length: 20 }, () => ({ query: bomb, variables: { from: alice, calls: calls(1) } })),
      ),
    });
    const answers = (await flood.json()) as { errors?: { extensions?: { code?: string } }[] }[];
    expect(answers).toHaveLength(20);
    for (const answer of answers) expect(answer.errors?.[0]?.extensions?.code).toBe('LIMIT_EXCEEDED');
  });

  it("the drainer: the approval to an unknown contract, all tUSDC and the FTM sent go; the lookalike's airdrop does not match its balances", async () => {
    const balance = await stack.clients.public.readContract({
      address: USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [alice],
    });
    expect(balance).toBeGreaterThan(0n);
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [addresses.claimDrainer as Address, maxUint256],
    });
    const claim = encodeFunctionData({
      abi: claimDrainerArtifact.abi,
      functionName: 'claimReward',
      args: [USDC],
    });
    const drained = await simulate([
      { to: USDC, data: approve },
      { to: addresses.claimDrainer, data: claim, value: hex(parseEther('1')) },
    ]);
    expect(drained.calls.map((c) => [c.status, c.method, c.contractLabel])).toEqual([
      [true, 'looks like approve(address,uint256)', null],
      [true, `Unknown method ${claim.slice(0, 10)}`, null],
    ]);
    expect(drained.changes).toEqual([
      expect.objectContaining({ kind: 'FTM', out: hex(parseEther('1')), in: '0x0' }),
      expect.objectContaining({
        kind: 'ERC20',
        symbol: 'tUSDC',
        out: hex(balance),
        in: '0x0',
        eventsMatchBalance: true,
      }),
    ]);
    expect(drained.approvals).toEqual([
      expect.objectContaining({
        spender: lower(addresses.claimDrainer),
        spenderLabel: null,
        spenderHasCode: true,
        unlimited: true,
      }),
    ]);
    const airdrop = encodeFunctionData({ abi: lookalikeTokenArtifact.abi, functionName: 'airdrop' });
    const lookalike = await simulate([{ to: addresses.lookalikeUsdc, data: airdrop }]);
    expect(lookalike.calls[0]).toMatchObject({ status: true, method: `Unknown method ${airdrop}` });
    expect(lookalike.changes).toEqual([
      expect.objectContaining({
        kind: 'ERC20',
        token: lower(addresses.lookalikeUsdc),
        symbol: 'tUSDC',
        decimals: 6,
        out: '0x0',
        in: '0x0',
        eventsMatchBalance: false,
      }),
    ]);
  });

  it('simulated then mined: the changes equal the balance differences (property)', async () => {
    const spender = '0x00000000000000000000000000000000005bed01';
    const action = fc.oneof(
      fc
        .bigInt({ min: 1n, max: parseEther('3') })
        .map((value) => ({ to: BOB as Address, value, data: '0x' as Hex })),
      fc.bigInt({ min: 1n, max: 5_000_000n }).map((amount) => ({
        to: USDC,
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, amount] }),
      })),
      fc.bigInt({ min: 0n, max: maxUint256 }).map((amount) => ({
        to: USDC,
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
      })),
      fc.bigInt({ min: parseEther('0.001'), max: parseEther('2') }).map((value) => ({
        to: addresses.uniswapRouter as Address,
        value,
        data: encodeFunctionData({
          abi: uniswapRouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [0n, [addresses.wftm as Address, USDC], alice, 2n ** 40n],
        }),
      })),
    );
    const usdcOf = (blockNumber: bigint) =>
      stack.clients.public.readContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [alice],
        blockNumber,
      });
    await fc.assert(
      fc.asyncProperty(action, async (call) => {
        const result = await simulate([{ to: call.to, value: hex(call.value), data: call.data }]);
        expect(result.unavailableReason).toBeNull();
        expect(result.calls[0]?.status).toBe(true);
        // A fixed gas limit: the node's bare estimate for a swap can fall short once it is mined in a later block
        // (seen: out of gas at the pair's re-entrancy guard, 123,751 used of 124,343); a wallet adds a margin.
        const hash = await stack.clients.wallet.sendTransaction({
          account: alice,
          chain: null,
          gas: 400_000n,
          ...call,
        });
        const receipt = await waitForReceipt(stack.clients.public, hash);
        expect(receipt.status).toBe('success');
        const [before, after] = [receipt.blockNumber - 1n, receipt.blockNumber];
        const fee = receipt.gasUsed * receipt.effectiveGasPrice;
        const ftm =
          (await stack.clients.public.getBalance({ address: alice, blockNumber: after })) -
          (await stack.clients.public.getBalance({ address: alice, blockNumber: before })) +
          fee;
        const usdcDifference = (await usdcOf(after)) - (await usdcOf(before));
        const shown = (kind: string) => {
          const change = result.changes.find((c) => c.kind === kind);
          return change === undefined ? 0n : BigInt(change.in) - BigInt(change.out);
        };
        expect(shown('FTM')).toBe(ftm);
        expect(shown('ERC20')).toBe(usdcDifference);
        const allowance = await stack.clients.public.readContract({
          address: USDC,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [alice, spender],
        });
        const approval = result.approvals.find((a) => a.spender === spender);
        if (call.data.startsWith('0x095ea7b3')) expect(BigInt(approval?.amount ?? 0)).toBe(allowance);
      }),
      { numRuns: 12 },
    );
  });

  describe('hostile contracts: the simulation shows what the mined transaction does', () => {
    let dave: Address;

    const tokenBalance = (token: Address, owner: Address) =>
      stack.clients.public.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      });

    const send = async (to: Address, data: Hex) => {
      const hash = await stack.clients.wallet.sendTransaction({ account: dave, chain: null, to, data });
      expect((await waitForReceipt(stack.clients.public, hash)).status).toBe('success');
    };

    /** The transaction as the wallet would sign it: the API's estimate + 2000, its price rule, the next nonce. */
    const prepare = async (to: Address, data: Hex, value = 0n) => {
      const answer = await gql<{ gasPrice: string; estimateGas: string }>(
        stack.api.url,
        'query($from: Address, $to: Address, $value: BigInt, $data: String) { gasPrice estimateGas(from: $from, to: $to, value: $value, data: $data) }',
        { from: dave, to, value: numberToHex(value), data },
      );
      expect(answer.errors).toBeUndefined();
      return {
        to,
        data,
        value,
        gas: gasLimitFromEstimate(hexToBigInt(answer.data?.estimateGas as Hex)),
        gasPrice: gasPriceToUse(hexToBigInt(answer.data?.gasPrice as Hex)),
        nonce: BigInt(await stack.clients.public.getTransactionCount({ address: dave, blockTag: 'pending' })),
      };
    };

    const simulatePrepared = async (tx: Awaited<ReturnType<typeof prepare>>) => {
      const answer = await gql<{ fwalletSimulate: Simulation }>(stack.api.url, QUERY, {
        from: dave,
        calls: [
          {
            to: tx.to,
            data: tx.data,
            value: numberToHex(tx.value),
            gas: numberToHex(tx.gas),
            gasPrice: numberToHex(tx.gasPrice),
            nonce: numberToHex(tx.nonce),
          },
        ],
      });
      expect(answer.errors).toBeUndefined();
      const result = answer.data?.fwalletSimulate as Simulation;
      expect(result.unavailableReason).toBeNull();
      return result;
    };

    const mine = async (tx: Awaited<ReturnType<typeof prepare>>) => {
      const hash = await stack.clients.wallet.sendTransaction({
        account: dave,
        chain: null,
        to: tx.to,
        data: tx.data,
        value: tx.value,
        gas: tx.gas,
        gasPrice: tx.gasPrice,
        nonce: Number(tx.nonce),
      });
      return waitForReceipt(stack.clients.public, hash);
    };

    /** How much of `token` a simulation says leaves the account. */
    const shownOut = (result: Simulation, token: Address) =>
      hexToBigInt(
        (result.changes.find((c) => c.token !== null && getAddress(c.token) === getAddress(token))?.out ??
          '0x0') as Hex,
      );

    /** What a careless simulation (no fee, no gas limit, the head block, no validation) says leaves the account. */
    const carelessOut = async (token: Address, to: Address, data: Hex) => {
      const read = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [dave] });
      const [block] = await stack.rpc<{ calls: { returnData: Hex }[] }[]>('eth_simulateV1', [
        {
          blockStateCalls: [
            {
              calls: [
                { from: dave, to: token, input: read },
                { from: dave, to, input: data },
                { from: dave, to: token, input: read },
              ],
            },
          ],
          validation: false,
        },
        'latest',
      ]);
      const [before, , after] = block?.calls ?? [];
      return hexToBigInt(before?.returnData ?? '0x0') - hexToBigInt(after?.returnData ?? '0x0');
    };

    beforeAll(() => {
      // An account of its own: these tests empty its balances.
      dave = stack.devnet.deployment.accounts.find((a) => a.role === 'dave')?.address as Address;
    });

    // The trap token's code (one contract for every trap) reads the gas price, the base fee and the block's
    // producer: values no simulation knows in advance, so every copy is warned about. Gas left, the block's number
    // and time and the origin are predicted, and the simulation runs with them.
    const WARNED = ['GAS_PRICE', 'BASE_FEE', 'COINBASE'];

    it.each(SIMULATION_TRAPS.map((trap) => [trap.symbol, trap.address] as const))(
      '%s: a transfer of 1 that takes the whole balance on chain is shown taking it',
      async (symbol, token) => {
        const mint = encodeFunctionData({
          abi: simulationTrapTokenArtifact.abi,
          functionName: 'mint',
          args: [dave, MINTED],
        });
        await send(token, mint);
        const held = await tokenBalance(token, dave);
        let nextTimestamp: bigint | undefined;
        if (symbol === 'TRAPBN' || symbol === 'TRAPTS') {
          // The head is now the block that recorded its number and time: a simulation run in it looks honest.
          await send(
            token,
            encodeFunctionData({ abi: simulationTrapTokenArtifact.abi, functionName: 'poke' }),
          );
          // Blocks may share a second, and the chain's clock need not be the wall clock (snapshots and time
          // travel move it): the transfer's block is set a second after the poke's, as any later block would be.
          const poked = (await stack.clients.public.getBlock()).timestamp;
          nextTimestamp = poked + 1n;
        }
        if (symbol === 'TRAPCB') {
          await stack.rpc('anvil_setCoinbase', [PRODUCER]);
          await stack.rpc('anvil_mine', ['0x1']);
        }
        const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, SENT] });
        if (symbol !== 'TRAPOR' && symbol !== 'TRAPCB') {
          // The trap is real: where a simulation runs without fees, without a gas limit or in the head block itself,
          // the transfer moves only what it says.
          expect(await carelessOut(token, token, transfer)).toBe(SENT);
        }
        const tx = await prepare(token, transfer);
        const result = await simulatePrepared(tx);
        expect(result.calls[0]).toMatchObject({
          status: true,
          method: 'looks like transfer(address,uint256)',
        });
        expect(result.calls[0]?.unpredictable).toEqual([{ contract: token.toLowerCase(), values: WARNED }]);
        if (nextTimestamp !== undefined)
          await stack.rpc('evm_setNextBlockTimestamp', [`0x${nextTimestamp.toString(16)}`]);
        const receipt = await mine(tx);
        expect(receipt.status).toBe('success');
        expect(BigInt(result.blockNumber ?? -1)).toBe(receipt.blockNumber);
        const after = await tokenBalance(token, dave);
        expect(after).toBe(0n);
        expect(shownOut(result, token)).toBe(held - after);
        if (symbol === 'TRAPCB')
          await stack.rpc('anvil_setCoinbase', ['0x0000000000000000000000000000000000000000']);
      },
    );

    it('a claim that drains an approval through delegatecall once a gas price is paid is shown draining it', async () => {
      const token = addresses.tokenUsdc as Address;
      const approve = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [addresses.delegatingClaim as Address, maxUint256],
      });
      await send(token, approve);
      const held = await tokenBalance(token, dave);
      expect(held).toBeGreaterThan(0n);
      const claim = encodeFunctionData({
        abi: delegatingClaimArtifact.abi,
        functionName: 'claim',
        args: [token],
      });
      // Without a fee the claim does nothing: what the API showed before ("No balance changes").
      expect(await carelessOut(token, addresses.delegatingClaim as Address, claim)).toBe(0n);
      const tx = await prepare(addresses.delegatingClaim as Address, claim);
      const result = await simulatePrepared(tx);
      expect(result.calls[0]?.status).toBe(true);
      expect(result.calls[0]?.method).toMatch(/^Unknown method 0x/);
      expect(result.calls[0]?.unpredictable).toEqual([
        { contract: addresses.delegatingClaim.toLowerCase(), values: ['GAS_PRICE'] },
      ]);
      expect(shownOut(result, token)).toBe(held);
      const receipt = await mine(tx);
      expect(receipt.status).toBe('success');
      expect(await tokenBalance(token, dave)).toBe(0n);
    });

    it("the deployment's own contracts read no value a simulation cannot know: a swap warns of nothing", async () => {
      // An hour after the later of the chain's time and the wall clock's: the simulated block comes a second after
      // the head or at the node's clock (which may lag the wall clock, a chain started at a seeded genesis), and
      // the block that mines the swap comes within the hour too.
      const head = (await stack.clients.public.getBlock()).timestamp;
      const now = BigInt(Math.floor(Date.now() / 1000));
      const deadline = (head > now ? head : now) + 3600n;
      const swap = encodeFunctionData({
        abi: uniswapRouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [addresses.wftm as Address, addresses.tokenUsdc as Address], dave, deadline],
      });
      const result = await simulatePrepared(
        await prepare(addresses.uniswapRouter as Address, swap, parseEther('1')),
      );
      expect(result.calls[0]).toMatchObject({
        status: true,
        revertReason: null,
        method: 'swapExactETHForTokens',
        unpredictable: [],
      });
    });
  });

  describe('through a node proxy', () => {
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let api: RunningApi;
    beforeAll(async () => {
      proxy = await startProxy(stack.devnet.rpcUrl);
      api = await startApi({
        rpcUrl: proxy.url,
        contracts: apiContractsFromDeployment(stack.devnet.deployment),
        pollMs: 50,
      });
      // Its indexer catches up through the proxy first; until then the proxy is busy with whole blocks, and a
      // simulation queued behind them runs into its 3 s limit.
      const head = await stack.clients.public.getBlockNumber();
      while (((await api.indexedHead()) ?? -1) < head)
        await new Promise((resolve) => setTimeout(resolve, 50));
    });
    afterAll(async () => {
      await api?.stop();
      await proxy?.close();
    });

    it('without eth_simulateV1 (-32601) one call falls back to debug_traceCall; several are unavailable', async () => {
      proxy.state.missing = new Set(['eth_simulateV1']);
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 5n] });
      const one = await simulate([{ to: USDC, data, value: '0x0' }], alice, api.url);
      expect(one).toMatchObject({ available: true });
      expect(one.changes).toEqual([expect.objectContaining({ symbol: 'tUSDC', out: hex(5n) })]);
      const two = await simulate([{ to: BOB }, { to: BOB }], alice, api.url);
      expect(two).toMatchObject({
        available: false,
        unavailableReason: 'the node cannot simulate several calls in a row',
      });
    });

    it('Allow then a swap: one request to the node, the tokens in the swap path read in the one simulated block (docs/simulation.md#how-the-api-simulates)', async () => {
      const approve = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [addresses.uniswapRouter as Address, maxUint256],
      });
      const deadline = (await stack.clients.public.getBlock()).timestamp + 3600n;
      const swap = encodeFunctionData({
        abi: uniswapRouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [addresses.wftm as Address, addresses.tokenUsdc as Address], alice, deadline],
      });
      const calls = [
        { to: addresses.wftm, data: approve },
        { to: addresses.uniswapRouter, value: hex(parseEther('1')), data: swap },
      ];
      proxy.state.missing = new Set();
      // Once to learn the tokens' symbols and the deployment's labels, which are cached.
      await simulate(calls, alice, api.url);
      proxy.state.requests = [];
      const result = await simulate(calls, alice, api.url);
      expect(result.approvals).toEqual([expect.objectContaining({ symbol: 'WFTM', unlimited: true })]);
      expect(result.changes.map((c) => c.symbol)).toEqual(['FTM', 'tUSDC']);
      // The API's indexer polls through the proxy too: only the simulation's own requests count.
      const own = proxy.state.requests.filter((methods) =>
        methods.some((m) => ['eth_simulateV1', 'eth_call', 'eth_getCode', 'eth_getBalance'].includes(m)),
      );
      expect(own).toHaveLength(1);
      expect(own[0]?.filter((m) => m === 'eth_simulateV1')).toHaveLength(1);
      // Each call's two traces (the code it ran, and that code) go in the same request.
      expect(own[0]?.filter((m) => m === 'debug_traceCall')).toHaveLength(4);
    });

    it('a block mined since the API last saw the head: the estimate and the simulation run after it, not on the state before', async () => {
      // The API's head polls see the head they saw first (a poll that has not come yet, or another replica that
      // served the receipt): its next block is cached from then.
      proxy.state.missing = new Set();
      proxy.state.pollsSee = numberToHex(await stack.clients.public.getBlockNumber());
      const bob = stack.devnet.deployment.accounts.find((a) => a.role === 'bob')?.address as Address;
      const pull = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [alice, bob, 1n],
      });
      const estimate = () =>
        gql<{ estimateGas: string }>(
          api.url,
          'query($from: Address, $to: Address, $data: String) { estimateGas(from: $from, to: $to, data: $data) }',
          { from: bob, to: USDC, data: pull },
        );
      try {
        const before = await simulate([{ to: USDC, data: pull }], bob, api.url);
        expect(before.calls[0]?.status).toBe(false);
        // OpenZeppelin's ERC20InsufficientAllowance.
        expect((await estimate()).errors?.[0]?.message).toMatch(
          /execution reverted: custom error 0xfb8f41b2/,
        );
        const hash = await stack.clients.wallet.sendTransaction({
          account: alice,
          chain: null,
          to: USDC,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, 1n] }),
        });
        const mined = (await waitForReceipt(stack.clients.public, hash)).blockNumber;
        expect((await estimate()).errors).toBeUndefined();
        const after = await simulate([{ to: USDC, data: pull }], bob, api.url);
        expect(after.calls[0]).toMatchObject({ status: true, revertReason: null });
        expect(BigInt(after.blockNumber ?? -1)).toBe(mined + 1n);
      } finally {
        proxy.state.pollsSee = undefined;
      }
    });

    it('with neither method, a node stopped or an answer over 3 s: available false, no GraphQL error', async () => {
      proxy.state.missing = new Set(['eth_simulateV1', 'debug_traceCall']);
      expect(await simulate([{ to: BOB }], alice, api.url)).toMatchObject({
        available: false,
        unavailableReason: 'the node cannot simulate transactions',
        calls: [],
        changes: [],
      });
      proxy.state.missing = new Set();
      let release = (): void => undefined;
      proxy.state.holdUntil = new Promise((resolve) => {
        release = resolve;
      });
      expect(await simulate([{ to: BOB }], alice, api.url)).toMatchObject({
        available: false,
        unavailableReason: 'the simulation took longer than 3 s',
      });
      // It answered without waiting for the node: the simulation has not reached the node yet.
      expect(proxy.state.held).toBe(1);
      proxy.state.holdUntil = undefined;
      release();
      proxy.state.down = true;
      expect(await simulate([{ to: BOB }], alice, api.url)).toMatchObject({
        available: false,
        unavailableReason: 'the chain node is not reachable',
      });
      proxy.state.down = false;
    });
  });
});
