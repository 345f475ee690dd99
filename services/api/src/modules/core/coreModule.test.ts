import { addresses, sfcArtifact, waitForReceipt } from '@fantom-wallet/contracts';
import { encodeFunctionData, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backends } from '../../../test/backends.ts';
import { gql } from '../../../test/gql.ts';
import { type Stack, startStack } from '../../../test/startStack.ts';

const historyQuery = `query AccountByAddress($address: Address!, $cursor: Cursor, $count: Int!) {
  account(address: $address) { address txCount txList(cursor: $cursor, count: $count) {
    pageInfo { first last hasNext hasPrevious } totalCount
    edges { cursor transaction { hash from to value gasUsed status block { number timestamp } } } } } }`;

interface HistoryPage {
  account: {
    txList: {
      pageInfo: { first: string | null; last: string | null; hasNext: boolean; hasPrevious: boolean };
      totalCount: string;
      edges: {
        cursor: string;
        transaction: { hash: string; from: string; to: string | null; status: string };
      }[];
    };
  };
}

describe.each(backends())('core: accounts, history, transactions, gas, price on $name', ({ options }) => {
  let stack: Stack;
  // A fresh key of the development mnemonic, so its history is exactly what this test sends.
  let sender: ReturnType<typeof mnemonicToAccount>;
  const sent: `0x${string}`[] = [];

  beforeAll(async () => {
    stack = await startStack(inject('snapshotFile'), {
      corsOrigins: ['http://wallet.test'],
      ...(await options()),
    });
    sender = mnemonicToAccount(stack.devnet.deployment.mnemonic, { addressIndex: 77 });
    const funder = stack.devnet.deployment.owner;
    await stack.clients.test.setBalance({ address: sender.address, value: parseEther('100') });
    for (let i = 0; i < 7; i++) {
      const to = i % 2 === 0 ? funder : `0x${(i + 1).toString(16).padStart(40, '0')}`;
      const hash = await stack.clients.wallet.sendTransaction({
        account: sender,
        to: to as `0x${string}`,
        value: BigInt(i + 1),
        chain: null,
      });
      sent.push(hash);
    }
    // One incoming transaction: the account is the recipient.
    sent.push(
      await stack.clients.wallet.sendTransaction({
        account: funder,
        to: sender.address,
        value: 5n,
        chain: null,
      }),
    );
    // Mined first (a hash comes back when the node has the transaction, not always once it is in a block: seen
    // as a null receipt on a loaded machine), then indexed up to the block that holds the last of them.
    const receipts = [];
    for (const hash of sent) receipts.push(await waitForReceipt(stack.clients.public, hash));
    await stack.synced();
    // Chain order, not sending order: on a loaded machine the funder's transaction can share a block with
    // the sender's last one, and the node orders a block's transactions itself.
    const positions = new Map<string, bigint>(
      receipts.map((r) => [r.transactionHash, (r.blockNumber << 32n) + BigInt(r.transactionIndex)]),
    );
    const position = (hash: string) => positions.get(hash) ?? 0n;
    sent.sort((a, b) => (position(a) < position(b) ? -1 : position(a) > position(b) ? 1 : 0));
  });
  afterAll(() => stack?.stop());

  it('account balance and txCount equal the node’s', async () => {
    const { data } = await gql<{
      account: { address: string; balance: string; txCount: string; totalValue: string };
    }>(stack.api.url, 'query($a: Address!) { account(address: $a) { address balance txCount totalValue } }', {
      a: sender.address,
    });
    const balance = await stack.rpc<string>('eth_getBalance', [sender.address, 'latest']);
    expect(data?.account).toEqual({
      address: sender.address.toLowerCase(),
      balance: `0x${BigInt(balance).toString(16)}`,
      txCount: '0x7',
      totalValue: `0x${BigInt(balance).toString(16)}`,
    });
  });

  it('an unknown account is an empty wallet, not an error', async () => {
    const { data, errors } = await gql<HistoryPage>(stack.api.url, historyQuery, {
      address: '0x00000000000000000000000000000000000000aa',
      count: 10,
    });
    expect(errors).toBeUndefined();
    expect(data?.account.txList).toEqual({
      pageInfo: { first: null, last: null, hasNext: false, hasPrevious: false },
      totalCount: '0x0',
      edges: [],
    });
  });

  it('txList pages newest first with exclusive cursors, both directions', async () => {
    const newestFirst = [...sent].reverse();
    const page = async (count: number, cursor?: string) =>
      (await gql<HistoryPage>(stack.api.url, historyQuery, { address: sender.address, count, cursor })).data
        ?.account.txList;
    const first = await page(3);
    expect(first?.totalCount).toBe('0x8');
    expect(first?.edges.map((e) => e.transaction.hash)).toEqual(newestFirst.slice(0, 3));
    expect(first?.pageInfo).toEqual({
      first: newestFirst[0],
      last: newestFirst[2],
      hasNext: true,
      hasPrevious: false,
    });
    const second = await page(3, first?.pageInfo.last ?? undefined);
    expect(second?.edges.map((e) => e.cursor)).toEqual(newestFirst.slice(3, 6));
    expect(second?.pageInfo).toMatchObject({ hasNext: true, hasPrevious: true });
    const last = await page(3, second?.pageInfo.last ?? undefined);
    expect(last?.edges.map((e) => e.cursor)).toEqual(newestFirst.slice(6));
    expect(last?.pageInfo.hasNext).toBe(false);
    // Negative count: the oldest end, still newest first, nothing dropped.
    const oldest = await page(-3);
    expect(oldest?.edges.map((e) => e.cursor)).toEqual(newestFirst.slice(5));
    expect(oldest?.pageInfo).toMatchObject({ hasNext: false, hasPrevious: true });
    const newer = await page(-2, newestFirst[3]);
    expect(newer?.edges.map((e) => e.cursor)).toEqual(newestFirst.slice(1, 3));
    expect(newer?.pageInfo).toMatchObject({ hasNext: true, hasPrevious: true });
    // Oversized counts are clamped, not rejected.
    expect((await page(100_000))?.edges).toHaveLength(8);
    const incoming = first?.edges.find((e) => e.transaction.to === sender.address.toLowerCase());
    expect(incoming?.transaction).toMatchObject({ status: '0x1' });
  });

  it('txList rejects a cursor it never issued', async () => {
    const { errors } = await gql(stack.api.url, historyQuery, {
      address: sender.address,
      count: 2,
      cursor: 'nonsense',
    });
    expect(errors?.[0]?.message).toBe('invalid transaction cursor');
  });

  it('transaction(hash) reports status and block; an unknown hash is null', async () => {
    const hash = sent[0];
    const { data } = await gql<{
      transaction: { hash: string; status: string; blockNumber: string; block: { number: string } };
    }>(
      stack.api.url,
      'query($h: Bytes32!) { transaction(hash: $h) { hash status blockNumber block { number } } }',
      { h: hash },
    );
    const receipt = await stack.rpc<{ blockNumber: string }>('eth_getTransactionReceipt', [hash]);
    expect(data?.transaction).toEqual({
      hash,
      status: '0x1',
      blockNumber: receipt.blockNumber,
      block: { number: receipt.blockNumber },
    });
    const unknown = await gql(stack.api.url, 'query($h: Bytes32!) { transaction(hash: $h) { status } }', {
      h: `0x${'1'.repeat(64)}`,
    });
    expect(unknown).toEqual({ data: { transaction: null } });
  });

  it('block() without arguments is the latest block, whose timestamp the wallet uses as chain time', async () => {
    const latest = await stack.rpc<{ number: string; timestamp: string }>('eth_getBlockByNumber', [
      'latest',
      false,
    ]);
    const { data } = await gql<{ block: { number: string; timestamp: string } }>(
      stack.api.url,
      '{ block { number timestamp } }',
    );
    expect(BigInt(data?.block.number ?? 0)).toBeGreaterThanOrEqual(BigInt(latest.number));
    expect(BigInt(data?.block.timestamp ?? 0)).toBeGreaterThanOrEqual(BigInt(latest.timestamp));
    const byNumber = await gql<{ block: { number: string } }>(
      stack.api.url,
      'query($n: Long) { block(number: $n) { number } }',
      {
        n: latest.number,
      },
    );
    expect(byNumber.data?.block.number).toBe(latest.number);
  });

  it('sendTransaction forwards a signed transaction; node errors come back with the node’s message', async () => {
    const nonce = Number(await stack.rpc<string>('eth_getTransactionCount', [sender.address, 'latest']));
    const gasPrice = BigInt(await stack.rpc<string>('eth_gasPrice'));
    const raw = await sender.signTransaction({
      to: stack.devnet.deployment.owner,
      value: 1n,
      gas: 21_000n,
      gasPrice: gasPrice * 2n,
      nonce,
      chainId: 4003,
      type: 'legacy',
    });
    const { data } = await gql<{ sendTransaction: { hash: string; from: string; to: string } }>(
      stack.api.url,
      'mutation($tx: Bytes!) { sendTransaction(tx: $tx) { hash from to } }',
      { tx: raw },
    );
    expect(data?.sendTransaction.from).toBe(sender.address.toLowerCase());
    expect(data?.sendTransaction.to).toBe(stack.devnet.deployment.owner.toLowerCase());
    // The same transaction again, once it is mined (while it is pending the node answers otherwise, and a block
    // between the two sends below would change the answer): whatever the node answers must come back word for word.
    while ((await stack.rpc('eth_getTransactionReceipt', [data?.sendTransaction.hash])) === null)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const direct = await stack.rpc('eth_sendRawTransaction', [raw]).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(direct).toMatch(/nonce|already/i);
    const again = await gql(stack.api.url, 'mutation($tx: Bytes!) { sendTransaction(tx: $tx) { hash } }', {
      tx: raw,
    });
    expect(again.errors?.[0]?.message).toBe(direct);
    expect(again.errors?.[0]?.path).toEqual(['sendTransaction']);
  });

  it('gasPrice equals the node’s; estimateGas returns gas or the node’s error', async () => {
    const before = BigInt(await stack.rpc<string>('eth_gasPrice'));
    const { data: gas } = await gql<{ gasPrice: string; estimateGas: string }>(
      stack.api.url,
      'query($from: Address, $to: Address) { gasPrice estimateGas(from: $from, to: $to, value: "0x1") }',
      { from: sender.address, to: stack.devnet.deployment.owner },
    );
    // Equal to the node's answer just before or just after (a block in between may move the base fee).
    const after = BigInt(await stack.rpc<string>('eth_gasPrice'));
    expect([before, after]).toContain(BigInt(gas?.gasPrice ?? 0));
    expect(gas?.estimateGas).toBe('0x5208');
    const data = encodeFunctionData({ abi: sfcArtifact.abi, functionName: 'delegate', args: [9999n] });
    const reverted = await gql(
      stack.api.url,
      'query($from: Address, $to: Address, $data: String) { estimateGas(from: $from, to: $to, value: "0x1", data: $data) }',
      {
        from: sender.address,
        to: addresses.sfc,
        data,
      },
    );
    expect(reverted.errors?.[0]?.message).toMatch(/validator doesn't exist/);
    const badData = await gql(stack.api.url, '{ estimateGas(data: "xyz") }');
    expect(badData.errors?.[0]?.message).toMatch(/hex/);
  });

  it('price(to) answers USD and EUR from the configured source and rejects other symbols', async () => {
    const { data } = await gql<{ usd: { price: number; toSymbol: string }; eur: { price: number } }>(
      stack.api.url,
      '{ usd: price(to: "USD") { price toSymbol } eur: price(to: "EUR") { price } }',
    );
    expect(data).toEqual({ usd: { price: 0.7, toSymbol: 'USD' }, eur: { price: 0.65 } });
    const unknown = await gql(stack.api.url, '{ price(to: "XYZ") { price } }');
    expect(unknown.errors?.[0]?.message).toBe('unknown price symbol requested');
  });

  it('serves /api as well as /graphql, with CORS for the configured origin only', async () => {
    expect(
      (await gql<{ gasPrice: string }>(stack.api.url, '{ gasPrice }', {}, '/api')).data?.gasPrice,
    ).toMatch(/^0x/);
    const allowed = await fetch(`${stack.api.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'http://wallet.test', 'access-control-request-method': 'POST' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://wallet.test');
    const other = await fetch(`${stack.api.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.test' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
