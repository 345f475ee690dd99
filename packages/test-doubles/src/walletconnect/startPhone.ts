import { randomUUID } from 'node:crypto';
import { type IWalletKit, WalletKit, type WalletKitTypes } from '@reown/walletkit';
import { Core } from '@walletconnect/core';
import { getSdkError } from '@walletconnect/utils';
import type { Hash, Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import {
  type ChainWallet,
  createChainWallet,
  type RequestedTransaction,
  WalletDoubleError,
} from '../shared/createChainWallet.ts';
import { MemoryKeyValueStorage } from './MemoryKeyValueStorage.ts';

export type PhoneDecision = 'approve' | 'reject';

export interface PhoneOptions {
  relayUrl: string;
  /** The chain the phone's key sends to (its RPC) and the chain it offers in sessions. */
  rpcUrl: string;
  chainId: number;
  /** A second chain the phone reports in a session (e.g. 250 while the app runs on 4003): "wrong chain". */
  sessionChainId?: number;
  privateKey?: Hex;
  projectId?: string;
}

/** What the dapp asked the phone, in order. */
export interface PhoneRequest {
  method: string;
  params: unknown;
  decision: PhoneDecision;
  result?: Hash;
}

export interface Phone {
  /** The account the session currently reports. */
  readonly address: `0x${string}`;
  /** Every key the phone holds (a second one appears after `switchAccount`). */
  readonly wallets: ChainWallet[];
  /** What the phone answers the next proposals and transaction requests. */
  onProposal: PhoneDecision;
  onRequest: PhoneDecision;
  readonly requests: PhoneRequest[];
  /** Scans a `wc:` URI: pairs, then approves or rejects the proposal per `onProposal`. */
  pair(uri: string): Promise<void>;
  /** Resolves with the topic once a session exists (after an approved proposal). */
  session(): Promise<string>;
  /** Moves the session to another chain (chainChanged). */
  switchChain(chainId: number): Promise<void>;
  /** Moves the session to a new key of its own, or back to the first (accountsChanged). */
  switchAccount(index?: number): Promise<`0x${string}`>;
  /** Ends the session from the phone. */
  disconnect(): Promise<void>;
  close(): Promise<void>;
}

const METHODS = ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'];
const EVENTS = ['accountsChanged', 'chainChanged'];

/**
 * A "phone" on the real `@reown/walletkit`: pairs with the `wc:` URI the wallet shows as a QR code, approves or
 * rejects on command, switches chain and account, disconnects, and answers `eth_sendTransaction` by signing with
 * its own key and broadcasting to the local chain itself, as a mobile wallet would. It keeps its state in
 * memory and sends no telemetry. Verify (an iframe/HTTP check against WalletConnect's servers) is skipped the way
 * the SDK skips it in test runs, so the phone makes no request off 127.0.0.1.
 */
export async function startPhone(options: PhoneOptions): Promise<Phone> {
  // The SDK's own "test run" switch: no Verify request to verify.walletconnect.org.
  process.env.IS_VITEST ??= 'true';
  const wallets = [
    createChainWallet({
      rpcUrl: options.rpcUrl,
      chainId: options.chainId,
      ...(options.privateKey ? { privateKey: options.privateKey } : {}),
    }),
  ];
  let current = 0;
  let chainId = options.sessionChainId ?? options.chainId;
  const core = new Core({
    projectId: options.projectId ?? 'loopback-test',
    relayUrl: options.relayUrl,
    storage: new MemoryKeyValueStorage(),
    // Core is a per-process singleton keyed by this prefix: without one of its own the phone would share the
    // dapp's core when both run in one Node process (unit tests).
    customStoragePrefix: `phone-${randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
  });
  const kit: IWalletKit = await WalletKit.init({
    // The SDK's Core class and its ICore interface disagree under exactOptionalPropertyTypes (relayUrl).
    core: core as unknown as WalletKitTypes.Options['core'],
    metadata: {
      name: 'Test phone',
      description: 'WalletKit test double',
      url: 'http://127.0.0.1',
      icons: [],
    },
  });

  const requests: PhoneRequest[] = [];
  let settled: ((topic: string) => void) | undefined;
  let sessionPromise = new Promise<string>((resolve) => {
    settled = resolve;
  });
  let topic: string | undefined;

  const wallet = (): ChainWallet => {
    const w = wallets[current];
    if (!w) throw new Error('no wallet');
    return w;
  };
  const namespaces = () => {
    const chains = [...new Set([chainId, options.chainId])].map((id) => `eip155:${id}`);
    return {
      eip155: {
        chains,
        accounts: chains.map((chain) => `${chain}:${wallet().address}`),
        methods: METHODS,
        events: EVENTS,
      },
    };
  };

  const phone: Phone = {
    get address() {
      return wallet().address;
    },
    wallets,
    onProposal: 'approve',
    onRequest: 'approve',
    requests,
    async pair(uri) {
      await kit.pair({ uri });
    },
    session: () => sessionPromise,
    async switchChain(next) {
      if (!topic) throw new Error('no session');
      chainId = next;
      await kit.updateSession({ topic, namespaces: namespaces() });
      await kit.emitSessionEvent({
        topic,
        event: { name: 'chainChanged', data: next },
        chainId: `eip155:${next}`,
      });
    },
    async switchAccount(index) {
      if (!topic) throw new Error('no session');
      if (index === undefined) {
        wallets.push(
          createChainWallet({
            rpcUrl: options.rpcUrl,
            chainId: options.chainId,
            privateKey: generatePrivateKey(),
          }),
        );
        current = wallets.length - 1;
      } else {
        if (!wallets[index]) throw new Error(`no wallet ${index}`);
        current = index;
      }
      await kit.updateSession({ topic, namespaces: namespaces() });
      await kit.emitSessionEvent({
        topic,
        event: { name: 'accountsChanged', data: [wallet().address] },
        chainId: `eip155:${chainId}`,
      });
      return wallet().address;
    },
    async disconnect() {
      if (!topic) return;
      const ending = topic;
      topic = undefined;
      sessionPromise = new Promise<string>((resolve) => {
        settled = resolve;
      });
      await kit.disconnectSession({ topic: ending, reason: getSdkError('USER_DISCONNECTED') });
    },
    async close() {
      await core.relayer.transportClose().catch(() => undefined);
    },
  };

  kit.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    const { id } = proposal;
    const answer =
      phone.onProposal === 'approve'
        ? kit.approveSession({ id, namespaces: namespaces() }).then((session) => {
            topic = session.topic;
            settled?.(session.topic);
          })
        : kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') });
    answer.catch(() => undefined);
  });

  kit.on('session_request', (event: WalletKitTypes.SessionRequest) => {
    const { id, topic: requestTopic, params } = event;
    const { method, params: args } = params.request;
    const record: PhoneRequest = { method, params: args, decision: phone.onRequest };
    requests.push(record);
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      kit.respondSessionRequest({ topic: requestTopic, response: { id, jsonrpc: '2.0', ...response } });
    const answer = async () => {
      if (phone.onRequest === 'reject')
        return respond({ error: { code: 4001, message: 'User rejected the request.' } });
      if (method !== 'eth_sendTransaction')
        return respond({ error: { code: 4200, message: `The phone does not support ${method}` } });
      try {
        const [tx] = args as RequestedTransaction[];
        if (!tx) throw new WalletDoubleError(-32602, 'no transaction');
        record.result = await wallet().sendTransaction(tx);
        return respond({ result: record.result });
      } catch (error) {
        const code = error instanceof WalletDoubleError ? error.code : -32603;
        return respond({ error: { code, message: error instanceof Error ? error.message : String(error) } });
      }
    };
    answer().catch(() => undefined);
  });

  kit.on('session_delete', () => {
    topic = undefined;
    sessionPromise = new Promise<string>((resolve) => {
      settled = resolve;
    });
  });

  return phone;
}
