import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addresses,
  sendTx,
  testCollectibleArtifact,
  testMultiTokenArtifact,
  testTokenArtifact,
  waitForReceipt,
} from '@fantom-wallet/contracts';
import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  maxUint256,
  numberToHex,
  parseAbi,
  parseEther,
  parseEventLogs,
} from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backends } from '../../../test/backends.ts';
import { gql } from '../../../test/gql.ts';
import { type Stack, startStack } from '../../../test/startStack.ts';
import { RpcClient } from '../../chain/RpcClient.ts';
import { readMany } from '../../chain/readMany.ts';
import { apiContractsFromDeployment } from '../../config/apiContractsFromDeployment.ts';
import type { RunningApi } from '../../RunningApi.ts';
import { startApi } from '../../startApi.ts';

const QUERY = `query($owner: Address!, $cursor: Cursor, $count: Int!) {
  fwalletApprovals(owner: $owner, cursor: $cursor, count: $count) {
    blockNumber totalCount pageInfo { first last hasNext hasPrevious }
    edges { cursor allowance {
      token { address kind symbol decimals name } spender { address hasCode label }
      amount allItems unlimited risk changedAt changedBlock transaction
    } }
  }
}`;

interface Allowance {
  token: {
    address: string;
    kind: string;
    symbol: string | null;
    decimals: number | null;
    name: string | null;
  };
  spender: { address: string; hasCode: boolean; label: string | null };
  amount: string | null;
  allItems: boolean;
  unlimited: boolean;
  risk: string;
  changedAt: string;
  changedBlock: string;
  transaction: string;
}

interface ApprovalList {
  blockNumber: string;
  totalCount: string;
  pageInfo: { first: string | null; last: string | null; hasNext: boolean; hasPrevious: boolean };
  edges: { cursor: string; allowance: Allowance }[];
}

const hex = (value: bigint) => numberToHex(value);
const lower = (address: string) => address.toLowerCase();
const USDC: Address = addresses.tokenUsdc;
const DAI: Address = addresses.tokenDai;
const ROUTER: Address = addresses.uniswapRouter;
const DRAINER: Address = addresses.claimDrainer;
const increaseAllowanceAbi = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
]);
const ownerAbi = parseAbi(['function owner() view returns (address)']);

let nextAccount = 1;
/** A fresh address for each owner and spender, so no test sees another's approvals. */
const freshAddress = (): Address =>
  `0x00000000000000000000000000000000a9900${(nextAccount++).toString(16).padStart(3, '0')}`;

/** A JSON-RPC proxy in front of the node that records the methods of each request it forwards. */
function startRecordingProxy(
  target: string,
): Promise<{ url: string; requests: string[][]; close: () => Promise<void> }> {
  const requests: string[][] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const parsed = JSON.parse(body) as { method: string } | { method: string }[];
    requests.push((Array.isArray(parsed) ? parsed : [parsed]).map((call) => call.method));
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(await answer.text());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

describe.each(backends())('fwalletApprovals (docs/approvals.md) on $name', ({ options }) => {
  let stack: Stack;
  let alice: Address;

  const approvals = async (
    owner: Address,
    count = 250,
    cursor: string | null = null,
    url = stack.api.url,
  ) => {
    const answer = await gql<{ fwalletApprovals: ApprovalList }>(url, QUERY, { owner, count, cursor });
    expect(answer.errors).toBeUndefined();
    return answer.data?.fwalletApprovals as ApprovalList;
  };
  const rows = async (owner: Address) => (await approvals(owner)).edges.map((edge) => edge.allowance);
  /** An account the node signs for, with FTM for gas. */
  const account = async (): Promise<Address> => {
    const address = freshAddress();
    await stack.rpc('anvil_impersonateAccount', [address]);
    await stack.rpc('anvil_setBalance', [address, hex(parseEther('100'))]);
    return address;
  };
  /** Sends the call, waits until the API has indexed its block, and returns its hash and block. */
  const send = async <abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
    from: Address,
    address: Address,
    abi: abi,
    functionName: name,
    args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
  ) => {
    const hash = await sendTx(stack.clients, { from, address, abi, functionName, args });
    const receipt = await stack.clients.public.getTransactionReceipt({ hash });
    await stack.synced();
    const { timestamp } = await stack.clients.public.getBlock({ blockNumber: receipt.blockNumber });
    return { hash, block: receipt.blockNumber, time: timestamp, receipt };
  };
  const approve = (owner: Address, token: Address, spender: Address, amount: bigint) =>
    send(owner, token, erc20Abi, 'approve', [spender, amount]);
  const deploy = async (
    from: Address,
    abi: Abi,
    bytecode: Hex,
    args: readonly unknown[],
  ): Promise<Address> => {
    const hash = await stack.clients.wallet.deployContract({
      abi,
      bytecode,
      args,
      account: from,
      chain: null,
    });
    const { contractAddress } = await waitForReceipt(stack.clients.public, hash);
    if (contractAddress == null) throw new Error('no contract created');
    return contractAddress;
  };
  /** Mints tUSDC to `to` as the token's owner. */
  const giveUsdc = async (to: Address, amount: bigint) => {
    const tokenOwner = await stack.clients.public.readContract({
      address: USDC,
      abi: ownerAbi,
      functionName: 'owner',
    });
    await stack.rpc('anvil_impersonateAccount', [tokenOwner]);
    await sendTx(stack.clients, {
      from: tokenOwner,
      address: USDC,
      abi: testTokenArtifact.abi,
      functionName: 'mint',
      args: [to, amount],
    });
  };

  beforeAll(async () => {
    stack = await startStack(inject('snapshotFile'), await options());
    alice = stack.devnet.deployment.accounts.find((a) => a.role === 'alice')?.address as Address;
  });
  afterAll(() => stack?.stop());

  it('an approval appears with the token, the spender, the live amount, its block time and transaction', async () => {
    const [owner, spender] = [await account(), await account()];
    expect(await approvals(owner)).toMatchObject({ totalCount: '0x0', edges: [] });
    const given = await approve(owner, USDC, spender, 100_000_000n);
    const list = await approvals(owner);
    expect(BigInt(list.blockNumber)).toBe(await stack.clients.public.getBlockNumber());
    expect(list.totalCount).toBe('0x1');
    expect(list.edges.map((edge) => edge.allowance)).toEqual([
      {
        token: {
          address: lower(USDC),
          kind: 'ERC20',
          symbol: 'tUSDC',
          decimals: 6,
          name: expect.any(String),
        },
        spender: { address: lower(spender), hasCode: false, label: null },
        amount: hex(100_000_000n),
        allItems: false,
        unlimited: false,
        risk: 'MEDIUM',
        changedAt: hex(given.time),
        changedBlock: hex(given.block),
        transaction: given.hash,
      },
    ]);
  });

  it('spent by transferFrom: the live allowance, not the event (tUSDC logs no Approval when spent); spent out, the row goes', async () => {
    const [owner, spender] = [await account(), await account()];
    await giveUsdc(owner, 1_000_000_000n);
    const given = await approve(owner, USDC, spender, 100_000_000n);
    const spent = await send(spender, USDC, erc20Abi, 'transferFrom', [owner, spender, 30_000_000n]);
    // The premise: OpenZeppelin 5 spends an allowance without an Approval event, so the last event says 100.
    expect(parseEventLogs({ abi: erc20Abi, logs: spent.receipt.logs, eventName: 'Approval' })).toEqual([]);
    expect(await rows(owner)).toEqual([
      expect.objectContaining({
        amount: hex(70_000_000n),
        changedBlock: hex(given.block),
        transaction: given.hash,
      }),
    ]);
    await send(spender, USDC, erc20Abi, 'transferFrom', [owner, spender, 70_000_000n]);
    expect(await approvals(owner)).toMatchObject({ totalCount: '0x0', edges: [] });
  });

  it('increaseAllowance raises it (its event is the last change); approve 0 removes the row', async () => {
    const [owner, spender] = [await account(), await account()];
    await approve(owner, USDC, spender, 5_000_000n);
    const raised = await send(owner, USDC, increaseAllowanceAbi, 'increaseAllowance', [spender, 7_000_000n]);
    expect(await rows(owner)).toEqual([
      expect.objectContaining({
        amount: hex(12_000_000n),
        changedBlock: hex(raised.block),
        transaction: raised.hash,
      }),
    ]);
    await approve(owner, USDC, spender, 0n);
    expect(await approvals(owner)).toMatchObject({ totalCount: '0x0', edges: [] });
  });

  it('risk and order: unlimited to an unknown contract or a plain address first, labelled contracts last, newest first within each', async () => {
    const [owner, plain] = [await account(), await account()];
    const supply = await stack.clients.public.readContract({
      address: DAI,
      abi: erc20Abi,
      functionName: 'totalSupply',
    });
    const limited = await approve(owner, USDC, plain, 1_000_000n);
    const router = await approve(owner, USDC, ROUTER, maxUint256);
    const drainer = await approve(owner, USDC, DRAINER, maxUint256);
    // More than the token's whole supply is as good as unlimited, though far below 2^255.
    const aboveSupply = await approve(owner, DAI, plain, supply + 1n);
    const list = await rows(owner);
    expect(list.map((row) => [row.transaction, row.risk, row.unlimited])).toEqual([
      [aboveSupply.hash, 'HIGH', true],
      [drainer.hash, 'HIGH', true],
      [limited.hash, 'MEDIUM', false],
      [router.hash, 'LOW', true],
    ]);
    expect(list[1]?.spender).toEqual({ address: lower(DRAINER), hasCode: true, label: null });
    expect(list[3]?.spender).toEqual({ address: lower(ROUTER), hasCode: true, label: 'Uniswap router' });
    expect(list[3]?.amount).toBe(hex(maxUint256));
  });

  it('paging: count and cursor walk the list in order, back and forth; a cursor whose row has gone still pages', async () => {
    const owner = await account();
    const spenders = [await account(), await account(), await account(), await account(), await account()];
    for (const [i, spender] of spenders.entries()) await approve(owner, USDC, spender, BigInt(i + 1));
    const whole = await approvals(owner);
    expect(whole.totalCount).toBe('0x5');
    // All MEDIUM: the newest change first.
    expect(whole.edges.map((edge) => edge.allowance.spender.address)).toEqual(
      [...spenders].reverse().map(lower),
    );
    expect(whole.pageInfo).toMatchObject({ hasNext: false, hasPrevious: false });
    const walked: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: ApprovalList = await approvals(owner, 2, cursor);
      expect(page.totalCount).toBe('0x5');
      walked.push(...page.edges.map((edge) => edge.cursor));
      expect(page.pageInfo.hasPrevious).toBe(cursor !== null);
      if (!page.pageInfo.hasNext) break;
      cursor = page.pageInfo.last;
    }
    expect(walked).toEqual(whole.edges.map((edge) => edge.cursor));
    // Backwards: the two before the fourth row, in the list's order.
    const cursors = whole.edges.map((edge) => edge.cursor);
    const back = await approvals(owner, -2, cursors[3] ?? null);
    expect(back.edges.map((edge) => edge.cursor)).toEqual(cursors.slice(1, 3));
    expect(back.pageInfo).toMatchObject({ hasNext: true, hasPrevious: true });
    // The second row is revoked; a page after its cursor still starts at the third.
    await approve(owner, USDC, spenders[3] as Address, 0n);
    const after = await approvals(owner, 2, cursors[1] ?? null);
    expect(after.edges.map((edge) => edge.cursor)).toEqual(cursors.slice(2, 4));
    expect(after.totalCount).toBe('0x4');
  });

  it('bad input is INVALID_ARGUMENT: a malformed cursor, a fractional count', async () => {
    const owner = await account();
    const bad = await gql(stack.api.url, QUERY, { owner, count: 2, cursor: 'not a cursor' });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'invalid approvals cursor "not a cursor"',
      extensions: { code: 'INVALID_ARGUMENT' },
    });
    const fraction = await gql(stack.api.url, QUERY, { owner, count: 1.5 });
    expect(fraction.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
  });

  it('ApprovalForAll on an ERC-721 and an ERC-1155 collection: all items, unlimited; false removes it', async () => {
    const [owner, operator] = [await account(), await account()];
    const collectible = await deploy(owner, testCollectibleArtifact.abi, testCollectibleArtifact.bytecode, [
      'Test Kittens',
      'KIT',
    ]);
    const multi = await deploy(owner, testMultiTokenArtifact.abi, testMultiTokenArtifact.bytecode, []);
    const onCollectible = await send(owner, collectible, testCollectibleArtifact.abi, 'setApprovalForAll', [
      operator,
      true,
    ]);
    const onMulti = await send(owner, multi, testMultiTokenArtifact.abi, 'setApprovalForAll', [
      operator,
      true,
    ]);
    expect(await rows(owner)).toEqual([
      {
        token: { address: lower(multi), kind: 'ERC1155', symbol: null, decimals: null, name: null },
        spender: { address: lower(operator), hasCode: false, label: null },
        amount: null,
        allItems: true,
        unlimited: true,
        risk: 'HIGH',
        changedAt: hex(onMulti.time),
        changedBlock: hex(onMulti.block),
        transaction: onMulti.hash,
      },
      expect.objectContaining({
        token: {
          address: lower(collectible),
          kind: 'ERC721',
          symbol: 'KIT',
          decimals: null,
          name: 'Test Kittens',
        },
        allItems: true,
        transaction: onCollectible.hash,
      }),
    ]);
    await send(owner, collectible, testCollectibleArtifact.abi, 'setApprovalForAll', [operator, false]);
    expect((await rows(owner)).map((row) => row.token.address)).toEqual([lower(multi)]);
  });

  it('a token that stops answering (its allowance reverts) is left out, and the rest still answers', async () => {
    const [owner, spender] = [await account(), await account()];
    // Deployed with its constructor, the token is uninitialised (no name), but approve works.
    const token = await deploy(owner, testTokenArtifact.abi, testTokenArtifact.bytecode, []);
    await approve(owner, token, spender, 10n);
    await approve(owner, USDC, spender, 20n);
    // The uninitialised token has no supply, so any allowance exceeds it: unlimited, and first.
    expect((await rows(owner)).map((row) => [row.token.address, row.risk])).toEqual([
      [lower(token), 'HIGH'],
      [lower(USDC), 'MEDIUM'],
    ]);
    // PUSH1 0 PUSH1 0 REVERT: every call reverts from now on.
    await stack.rpc('anvil_setCode', [token, '0x60006000fd']);
    await stack.rpc('evm_mine', []);
    await stack.synced();
    expect((await rows(owner)).map((row) => row.token.address)).toEqual([lower(USDC)]);
  });

  it('a reorg (snapshot revert) removes an approval made on the dropped branch', async () => {
    const [owner, spender] = [await account(), await account()];
    const snapshot = await stack.rpc<string>('evm_snapshot');
    await approve(owner, USDC, spender, 42n);
    expect(await rows(owner)).toEqual([expect.objectContaining({ amount: hex(42n) })]);
    await stack.rpc('evm_revert', [snapshot]);
    await stack.rpc('evm_mine', []);
    await stack.rpc('evm_mine', []);
    await stack.synced();
    // Until the rewind shows (a row that never goes fails on the test's time limit).
    while ((await approvals(owner)).totalCount !== '0x0')
      await new Promise((resolve) => setTimeout(resolve, 25));
    // The indexed event went with its block: re-applying the same allowance on the new branch shows its new block.
    await stack.rpc('anvil_impersonateAccount', [owner]);
    const again = await approve(owner, USDC, spender, 42n);
    expect(await rows(owner)).toEqual([
      expect.objectContaining({ amount: hex(42n), changedBlock: hex(again.block) }),
    ]);
  });

  it('a reorg at the same height (anvil_reorg) removes an approval mined in the replaced block', async () => {
    const [owner, spender] = [await account(), await account()];
    const kept = await approve(owner, USDC, spender, 5n);
    const dropped = await approve(owner, DAI, spender, 7n);
    expect((await rows(owner)).map((row) => row.transaction)).toEqual([dropped.hash, kept.hash]);
    // The head block, with the DAI approval, is replaced by an empty one: the same height, another hash.
    await stack.rpc('anvil_reorg', [1, []]);
    expect(await stack.clients.public.getBlockNumber()).toBe(dropped.block);
    expect(
      await stack.clients.public.readContract({
        address: DAI,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, spender],
      }),
    ).toBe(0n);
    // Until the rewind shows (a row that never goes fails on the test's time limit).
    while ((await approvals(owner)).totalCount !== '0x1')
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await rows(owner)).toEqual([
      expect.objectContaining({ token: expect.objectContaining({ address: lower(USDC) }), amount: hex(5n) }),
    ]);
  });

  it('a request lists approvals at most 8 times, over its aliases and its batch', async () => {
    const limit = {
      message: 'a request may list approvals at most 8 times (fwalletApprovals over its batch and aliases)',
      extensions: { code: 'LIMIT_EXCEEDED' },
    };
    const aliased = (n: number) =>
      `query($owner: Address!) { ${Array.from({ length: n }, (_, i) => `a${i}: fwalletApprovals(owner: $owner, count: 1) { totalCount }`).join(' ')} }`;
    expect((await gql(stack.api.url, aliased(8), { owner: alice })).errors).toBeUndefined();
    const nine = await gql(stack.api.url, aliased(9), { owner: alice });
    expect(nine.errors).toEqual([limit]);
    expect(nine.data).toBeUndefined();
    const response = await fetch(`${stack.api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { query: aliased(5), variables: { owner: alice } },
        { query: aliased(4), variables: { owner: alice } },
      ]),
    });
    const [first, second] = (await response.json()) as { data?: unknown; errors?: unknown[] }[];
    expect(first?.errors).toBeUndefined();
    expect(second).toEqual({ errors: [limit] });
  });
});

describe('fwalletApprovals through a node proxy: one request for the reads, none again in the same block', () => {
  let stack: Stack;
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  let api: RunningApi;
  let owner: Address;
  const spenders: Address[] = [];

  beforeAll(async () => {
    stack = await startStack(inject('snapshotFile'));
    owner = freshAddress();
    await stack.rpc('anvil_impersonateAccount', [owner]);
    await stack.rpc('anvil_setBalance', [owner, hex(parseEther('100'))]);
    for (let i = 0; i < 10; i++) spenders.push(freshAddress());
    // 30 allowances: each of the devnet's three test tokens to each of 10 plain spenders.
    const tokens = [USDC, DAI, addresses.tokenBtc as Address];
    const hashes: Hash[] = [];
    for (let i = 0; i < 30; i++) {
      hashes.push(
        await stack.clients.wallet.writeContract({
          address: tokens[i % 3] as Address,
          abi: erc20Abi,
          functionName: 'approve',
          args: [spenders[i % 10] as Address, BigInt(i + 1)],
          account: owner,
          chain: null,
        }),
      );
    }
    for (const hash of hashes) await waitForReceipt(stack.clients.public, hash);
    proxy = await startRecordingProxy(stack.devnet.rpcUrl);
    api = await startApi({
      rpcUrl: proxy.url,
      contracts: apiContractsFromDeployment(stack.devnet.deployment),
      pollMs: 50,
    });
    const head = await stack.clients.public.getBlockNumber({ cacheTime: 0 });
    while (((await api.indexedHead()) ?? -1) < head) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(async () => {
    await api?.stop();
    await proxy?.close();
    await stack?.stop();
  });

  it('BatchReader answers what eth_call would; a target that reverts, burns its gas or answers short is null and costs the reads after it nothing; 250 reads are three eth_calls in one request', async () => {
    const rpc = new RpcClient(proxy.url);
    const at = hex(await stack.clients.public.getBlockNumber());
    const placed = async (code: Hex) => {
      const address = freshAddress();
      await stack.rpc('anvil_setCode', [address, code]);
      return address;
    };
    const reverts = await placed('0x60006000fd');
    const burns = await placed('0x5b600056'); // JUMPDEST PUSH1 0 JUMP: loops until its gas is gone
    const short = await placed('0x601f6000f3'); // answers 31 bytes
    const long = await placed('0x60076000526110006000f3'); // answers 4,096 bytes, the first word 7
    const plain = freshAddress();
    const supply = encodeFunctionData({ abi: erc20Abi, functionName: 'totalSupply' });
    const allowance = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, spenders[0] as Address],
    });
    const read = await readMany(
      rpc,
      at,
      [
        { to: USDC, data: allowance },
        { to: reverts, data: supply },
        { to: burns, data: supply },
        { to: USDC, data: supply },
        { to: short, data: supply },
        { to: long, data: supply },
        { to: plain, data: supply },
      ],
      [USDC, plain, burns],
    );
    const word = (value: bigint) => numberToHex(value, { size: 32 });
    const usdcSupply = await stack.clients.public.readContract({
      address: USDC,
      abi: erc20Abi,
      functionName: 'totalSupply',
    });
    expect(read).toEqual({
      words: [word(1n), null, null, word(usdcSupply), null, word(7n), null],
      hasCode: [true, false, true],
    });
    proxy.requests.length = 0;
    const many = await readMany(
      rpc,
      at,
      Array.from({ length: 250 }, () => ({ to: USDC, data: supply })),
      [],
    );
    expect(many.words).toEqual(Array.from({ length: 250 }, () => word(usdcSupply)));
    // The API's own polls go through the proxy too.
    expect(proxy.requests.filter((methods) => methods.includes('eth_call'))).toEqual([
      ['eth_call', 'eth_call', 'eth_call'],
    ]);
  });

  it('the allowances, codes and supplies of a new block go in one request, read in one eth_call; the same block is answered from the cache', async () => {
    const ask = () => gql<{ fwalletApprovals: ApprovalList }>(api.url, QUERY, { owner, count: 250 });
    // Once for the token texts and the collections' kinds, which are kept for the life of the process.
    const first = await ask();
    expect(first.data?.fwalletApprovals.totalCount).toBe(hex(30n));
    await stack.rpc('evm_mine', []);
    const head = await stack.clients.public.getBlockNumber({ cacheTime: 0 });
    while (((await api.indexedHead()) ?? -1) < head) await new Promise((resolve) => setTimeout(resolve, 20));
    proxy.requests.length = 0;
    const cold = await ask();
    expect(cold.data?.fwalletApprovals.blockNumber).toBe(hex(head));
    const own = () =>
      proxy.requests.filter((methods) => methods.some((m) => m === 'eth_call' || m === 'eth_getCode'));
    expect(own()).toHaveLength(1);
    const [batch = []] = own();
    // The 30 allowances, 3 total supplies and 10 spenders' code in one eth_call (BatchReader's creation code), and
    // the 6 fMint parts the labels name (asked of its provider each block).
    expect(batch.filter((m) => m === 'eth_call')).toHaveLength(1 + 6);
    expect(batch.filter((m) => m === 'eth_getCode')).toHaveLength(0);
    const warm = await ask();
    expect(warm.data).toEqual(cold.data);
    expect(own()).toHaveLength(1);
  });
});
