import { randomUUID } from 'node:crypto';
import type { Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import {
  type ChainWallet,
  createChainWallet,
  type RequestedTransaction,
  WalletDoubleError,
} from '../shared/createChainWallet.ts';
import { injectedPageScript } from './injectedPageScript.ts';

/** What the wallet answers the next request of a method, as a person using it would. */
export type InjectedDecision =
  | 'approve'
  /** The user refused: 4001. */
  | 'reject'
  /** A request of this kind is already open in the wallet: -32002. */
  | 'pending'
  /** The wallet never answers (an ignored popup). */
  | 'hang'
  | { code: number; message: string };

/** An answer as it crosses to the page: the result, or the error with its EIP-1193 code. */
export type InjectedAnswer = { result: unknown } | { error: { code: number; message: string } };

export interface InjectedRequest {
  method: string;
  params: unknown;
}

/** The parts of a Playwright Page or BrowserContext the double needs (no Playwright dependency here). */
export interface ScriptHost {
  exposeFunction(name: string, callback: (json: string) => Promise<string>): Promise<unknown>;
  addInitScript(script: { content: string }): Promise<unknown>;
}
export interface EvaluatingPage {
  evaluate(expression: string): Promise<unknown>;
}

export interface InjectedWalletOptions {
  rpcUrl: string;
  /** The chain its RPC is; the wallet starts on `startChainId` (default this one) and knows only these two. */
  chainId: number;
  startChainId?: number;
  privateKey?: Hex;
  /** Already connected to the page (eth_accounts answers without a request). Default false. */
  connected?: boolean;
  name?: string;
  rdns?: string;
  /** Also `window.ethereum`. Default true. */
  legacy?: boolean;
  /** Announce through EIP-6963. Default true. */
  announce?: boolean;
  /** Also announce hostile and broken providers. Default false. */
  hostile?: boolean;
}

export interface InjectedWallet {
  /** The selected account's key (the first; `selectAccount(1)` selects a second key of its own). */
  readonly wallets: ChainWallet[];
  readonly address: `0x${string}`;
  readonly chainId: number;
  readonly connected: boolean;
  /** Every request the page made, in order. */
  readonly requests: InjectedRequest[];
  /** Assets the page asked to watch (wallet_watchAsset). */
  readonly watched: unknown[];
  /** Queues what the next requests of `method` answer; each decision is used once, then 'approve' again. */
  next(method: string, ...decisions: InjectedDecision[]): void;
  /** Answers one request (what the page binding calls). */
  handle(request: InjectedRequest): Promise<InjectedAnswer>;
  /** Installs the page half on a Playwright page or context (before navigation). */
  install(host: ScriptHost): Promise<void>;
  /** Moves the wallet to another chain and tells the page (chainChanged). */
  switchChain(chainId: number, page?: EvaluatingPage): Promise<void>;
  /** Selects key `index` (creating keys as needed) and tells the page (accountsChanged). */
  selectAccount(index: number, page?: EvaluatingPage): Promise<`0x${string}`>;
}

const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#e2761b"/><path d="M8 22 16 8l8 14z" fill="#fff"/></svg>',
  ).toString('base64');

/** The JSON-RPC reads a wallet forwards to its node. */
const FORWARDED = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getCode',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
]);

const hex = (n: number) => `0x${n.toString(16)}`;

/**
 * A browser-extension wallet double (docs/external-wallets.md#test-doubles): its page half is an EIP-1193
 * provider announced through EIP-6963 (and `window.ethereum`); its Node half holds its own key, answers as
 * scripted per method (approve, 4001, -32002, never), knows two chains (4902 for others until added), signs and
 * broadcasts transactions to the chain itself, and fires accountsChanged / chainChanged on request.
 */
export function createInjectedWallet(options: InjectedWalletOptions): InjectedWallet {
  const wallets = [
    createChainWallet({
      rpcUrl: options.rpcUrl,
      chainId: options.chainId,
      ...(options.privateKey ? { privateKey: options.privateKey } : {}),
    }),
  ];
  let selected = 0;
  let chainId = options.startChainId ?? options.chainId;
  let connected = options.connected ?? false;
  const knownChains = new Set([chainId, 250]);
  const requests: InjectedRequest[] = [];
  const watched: unknown[] = [];
  const queues = new Map<string, InjectedDecision[]>();
  const emitter = `__fwalletInjectedEmit_${randomUUID().replaceAll('-', '')}`;
  const binding = `__fwalletInjectedRequest_${randomUUID().replaceAll('-', '')}`;

  const current = () => wallets[selected] as ChainWallet;
  const fail = (code: number, message: string): InjectedAnswer => ({ error: { code, message } });
  const emit = async (page: EvaluatingPage | undefined, event: string, payload: unknown) => {
    await page?.evaluate(
      `window[${JSON.stringify(emitter)}]?.(${JSON.stringify(event)}, ${JSON.stringify(payload)})`,
    );
  };
  const forward = async (method: string, params: unknown): Promise<InjectedAnswer> => {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    return body.error ? { error: body.error } : { result: body.result ?? null };
  };

  const answer = async ({ method, params }: InjectedRequest): Promise<InjectedAnswer> => {
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case 'eth_chainId':
        return { result: hex(chainId) };
      case 'net_version':
        return { result: String(chainId) };
      case 'eth_accounts':
        return { result: connected ? [current().address.toLowerCase()] : [] };
      case 'eth_requestAccounts':
        connected = true;
        return { result: [current().address.toLowerCase()] };
      case 'wallet_switchEthereumChain': {
        const wanted = (list[0] as { chainId?: unknown } | undefined)?.chainId;
        if (typeof wanted !== 'string' || !/^0x[0-9a-f]+$/.test(wanted))
          return fail(-32602, 'Expected a 0x-prefixed, unpadded, lower-case chain id');
        const id = Number.parseInt(wanted, 16);
        if (!knownChains.has(id)) return fail(4902, `Unrecognized chain ID "${wanted}".`);
        chainId = id;
        return { result: null };
      }
      case 'wallet_addEthereumChain': {
        const chain = list[0] as { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown } | undefined;
        if (
          typeof chain?.chainId !== 'string' ||
          typeof chain.chainName !== 'string' ||
          !Array.isArray(chain.rpcUrls) ||
          chain.rpcUrls.length === 0
        )
          return fail(-32602, 'Invalid chain parameters');
        const id = Number.parseInt(chain.chainId, 16);
        knownChains.add(id);
        chainId = id;
        return { result: null };
      }
      case 'wallet_watchAsset':
        watched.push(params);
        return { result: true };
      case 'eth_sendTransaction': {
        if (!connected) return fail(4100, 'The requested account has not been authorized by the user.');
        if (chainId !== options.chainId)
          return fail(-32603, `The wallet is on chain ${chainId}, not the node's`);
        const request = list[0] as RequestedTransaction | undefined;
        if (!request || typeof request !== 'object') return fail(-32602, 'Missing transaction');
        if (request.nonce !== undefined) return fail(-32602, 'The double expects no nonce from the page');
        return { result: await current().sendTransaction(request) };
      }
      default:
        if (FORWARDED.has(method)) return forward(method, list);
        return fail(4200, `The method ${method} is not supported`);
    }
  };

  const handle = async (request: InjectedRequest): Promise<InjectedAnswer> => {
    requests.push(request);
    const queue = queues.get(request.method) ?? [];
    const decision = queue.shift() ?? 'approve';
    if (decision === 'reject') return fail(4001, 'User rejected the request.');
    if (decision === 'pending')
      return fail(-32002, `Request of type '${request.method}' already pending. Please wait.`);
    if (decision === 'hang') return new Promise<InjectedAnswer>(() => {});
    if (typeof decision === 'object') return fail(decision.code, decision.message);
    try {
      return await answer(request);
    } catch (error) {
      if (error instanceof WalletDoubleError) return fail(error.code, error.message);
      return fail(
        -32603,
        error instanceof Error ? (error.message.split('\n')[0] ?? 'Internal error') : 'Internal error',
      );
    }
  };

  return {
    wallets,
    get address() {
      return current().address;
    },
    get chainId() {
      return chainId;
    },
    get connected() {
      return connected;
    },
    requests,
    watched,
    next(method, ...decisions) {
      queues.set(method, [...(queues.get(method) ?? []), ...decisions]);
    },
    handle,
    async install(host) {
      await host.exposeFunction(binding, async (json: string) => {
        let request: InjectedRequest;
        try {
          const parsed = JSON.parse(json) as { method?: unknown; params?: unknown };
          if (typeof parsed.method !== 'string') throw new Error('no method');
          request = { method: parsed.method, params: parsed.params ?? [] };
        } catch {
          return JSON.stringify(fail(-32600, 'Invalid request'));
        }
        return JSON.stringify(await handle(request));
      });
      await host.addInitScript({
        content: injectedPageScript({
          binding,
          emitter,
          info: {
            uuid: randomUUID(),
            name: options.name ?? 'MetaMask',
            icon: ICON,
            rdns: options.rdns ?? 'io.metamask',
          },
          legacy: options.legacy ?? true,
          announce: options.announce ?? true,
          hostile: options.hostile ?? false,
        }),
      });
    },
    async switchChain(id, page) {
      knownChains.add(id);
      chainId = id;
      await emit(page, 'chainChanged', hex(id));
    },
    async selectAccount(index, page) {
      while (wallets.length <= index)
        wallets.push(
          createChainWallet({
            rpcUrl: options.rpcUrl,
            chainId: options.chainId,
            privateKey: generatePrivateKey(),
          }),
        );
      selected = index;
      await emit(page, 'accountsChanged', connected ? [current().address.toLowerCase()] : []);
      return current().address;
    },
  };
}
