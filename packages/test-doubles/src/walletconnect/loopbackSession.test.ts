import { waitForReceipt } from '@fantom-wallet/contracts';
import { type AnvilInstance, startAnvil } from '@fantom-wallet/devnet';
import { EthereumProvider } from '@walletconnect/ethereum-provider';
import { parseEther, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainReader } from '../shared/createChainWallet.ts';
import { MemoryKeyValueStorage } from './MemoryKeyValueStorage.ts';
import { type LoopbackRelay, startLoopbackRelay } from './startLoopbackRelay.ts';
import { type Phone, startPhone } from './startPhone.ts';

const CHAIN_ID = 4003;

let anvil: AnvilInstance;
let relay: LoopbackRelay;

beforeAll(async () => {
  [anvil, relay] = await Promise.all([
    startAnvil({ chainId: CHAIN_ID }),
    startLoopbackRelay({ pingIntervalMs: 1000 }),
  ]);
});

afterAll(async () => {
  await relay?.close();
  await anvil?.stop();
});

async function fund(phone: Phone) {
  await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [phone.address, toHex(parseEther('10'))],
    }),
  });
}

/** The dapp side exactly as the wallet app configures it, in Node. */
async function dapp() {
  const provider = await EthereumProvider.init({
    projectId: 'loopback-test',
    relayUrl: relay.url,
    optionalChains: [CHAIN_ID],
    rpcMap: { [CHAIN_ID]: anvil.rpcUrl },
    showQrModal: false,
    telemetryEnabled: false,
    storage: new MemoryKeyValueStorage(),
    customStoragePrefix: `dapp-${Math.random()}`,
    logger: 'silent',
    metadata: { name: 'Wallet under test', description: 'dapp side', url: 'http://127.0.0.1', icons: [] },
  });
  const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve));
  return { provider, uri };
}

describe('loopback WalletConnect relay with a WalletKit phone', () => {
  it('pairs, settles a session on the chain asked for and sends a transaction the phone broadcast itself', async () => {
    const phone = await startPhone({ relayUrl: relay.url, rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID });
    await fund(phone);
    const { provider, uri } = await dapp();
    const connected = provider.connect();
    await phone.pair(await uri);
    await connected;
    expect(provider.accounts).toEqual([phone.address]);
    expect(provider.chainId).toBe(CHAIN_ID);
    expect(relay.calls).toEqual(expect.arrayContaining(['wc_proposeSession', 'wc_approveSession']));

    const to = '0x000000000000000000000000000000000000dEaD';
    const hash = await provider.request<`0x${string}`>({
      method: 'eth_sendTransaction',
      params: [{ from: phone.address, to, value: toHex(parseEther('1')), gas: toHex(21000n) }],
    });
    const receipt = await waitForReceipt(chainReader(anvil.rpcUrl), hash);
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(phone.address.toLowerCase());
    expect(phone.requests.map((r) => r.method)).toEqual(['eth_sendTransaction']);

    // A rejection keeps EIP-1193's code, which the app maps to its reject message.
    phone.onRequest = 'reject';
    await expect(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: phone.address, to, value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(phone.wallets[0]?.sent).toEqual([hash]);

    // Switches reach the dapp as session events.
    const accounts = new Promise<string[]>((resolve) => provider.once('accountsChanged', resolve));
    const second = await phone.switchAccount();
    expect(await accounts).toEqual([second]);
    const chains = new Promise<string>((resolve) => provider.once('chainChanged', resolve));
    await phone.switchChain(250);
    expect(Number(await chains)).toBe(250);

    // A disconnect from the phone ends the session on the dapp side.
    const disconnected = new Promise<void>((resolve) => provider.once('disconnect', () => resolve()));
    await phone.disconnect();
    await disconnected;
    expect(provider.session).toBeUndefined();
    await provider.signer.client.core.relayer.transportClose();
    await phone.close();
  }, 30_000);

  it('a rejected proposal fails the connect and leaves no session', async () => {
    const phone = await startPhone({ relayUrl: relay.url, rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID });
    phone.onProposal = 'reject';
    const { provider, uri } = await dapp();
    const refused = provider.connect();
    await phone.pair(await uri);
    await expect(refused).rejects.toThrow(/reject/i);
    expect(provider.session).toBeUndefined();
    await provider.signer.client.core.relayer.transportClose();
    await phone.close();
  }, 30_000);

  it('relay down: a stopped relay refuses sockets and serves its kept messages again after start()', async () => {
    const { WebSocket } = await import('ws');
    const open = (url: string) =>
      new Promise<InstanceType<typeof WebSocket>>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    const call = (socket: InstanceType<typeof WebSocket>, method: string, params: object) =>
      new Promise<unknown>((resolve) => {
        const id = Math.floor(Math.random() * 1e9);
        const onMessage = (data: Buffer) => {
          const message = JSON.parse(data.toString());
          if (message.id === id) {
            socket.off('message', onMessage);
            resolve(message.result ?? message.error);
          } else if (message.method === 'irn_subscription') {
            // As the SDK does: a push is received once acknowledged.
            socket.send(JSON.stringify({ id: message.id, jsonrpc: '2.0', result: true }));
            resolve(message.params.data);
          }
        };
        socket.on('message', onMessage);
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
      });

    const publisher = await open(relay.url);
    expect(
      await call(publisher, 'irn_publish', { topic: 'mailbox', message: 'hello', ttl: 60, tag: 1 }),
    ).toBe(true);
    await relay.stop();
    await expect(open(relay.url)).rejects.toThrow();
    await relay.start();
    const late = await open(relay.url);
    const delivered = call(late, 'irn_subscribe', { topic: 'mailbox' });
    expect(await delivered).toMatchObject({ topic: 'mailbox', message: 'hello', tag: 1 });
    expect(await call(late, 'irn_batchFetchMessages', { topics: ['mailbox'] })).toEqual({
      messages: [],
      hasMore: false,
    });
    expect(await call(late, 'irn_nothing', {})).toMatchObject({ code: -32602 });
    late.close();
  });

  it('a push the client never acknowledged (its socket dropped first) is pushed again when it comes back', async () => {
    const { WebSocket } = await import('ws');
    // The SDK's identity rides in the URL's auth JWT; the relay keeps what each identity received.
    const claims = Buffer.from(JSON.stringify({ iss: 'did:key:phone-that-drops' })).toString('base64url');
    const url = `${relay.url}/?auth=e30.${claims}.sig`;
    const connect = () =>
      new Promise<InstanceType<typeof WebSocket>>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    /** Subscribes and answers with the first push, acknowledged or not, or the reply if nothing is pushed. */
    const subscribe = (socket: InstanceType<typeof WebSocket>, acknowledge: boolean) =>
      new Promise<{ pushed?: { message: string }; reply?: unknown }>((resolve) => {
        socket.on('message', (data: Buffer) => {
          const message = JSON.parse(data.toString());
          if (message.method === 'irn_subscription') {
            if (acknowledge) socket.send(JSON.stringify({ id: message.id, jsonrpc: '2.0', result: true }));
            resolve({ pushed: message.params.data });
          } else if (message.id === 7) resolve({ reply: message.result });
        });
        socket.send(
          JSON.stringify({ id: 7, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'drops' } }),
        );
      });
    const publisher = await connect();
    publisher.send(
      JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: 'drops', message: 'disconnect', ttl: 60, tag: 1 },
      }),
    );
    await new Promise((resolve) => publisher.once('message', resolve));
    publisher.close();

    const first = await connect();
    expect((await subscribe(first, false)).pushed?.message).toBe('disconnect');
    first.terminate();
    const again = await connect();
    expect((await subscribe(again, true)).pushed?.message).toBe('disconnect');
    again.close();
    await new Promise((resolve) => again.once('close', resolve));
    // Acknowledged now: a later connection of the same client is not given it again.
    const later = await connect();
    expect(await subscribe(later, true)).toEqual({ reply: expect.any(String) });
    later.close();
  });
});
