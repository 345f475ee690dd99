import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hex } from 'viem';
import {
  type ChainWallet,
  createChainWallet,
  type RequestedTransaction,
  WalletDoubleError,
} from '../shared/createChainWallet.ts';
import { POPUP_PAGE } from './popupPage.ts';

/** 'ignore': the popup never answers (the user walks away, or closes it). */
export type PopupDecision = 'approve' | 'reject' | 'ignore';

/** What the app asked the popup, in order. */
export interface PopupRequest {
  method: string;
  params: unknown;
  decision: PopupDecision;
}

export interface CoinbasePopup {
  /** The keys URL to hand the SDK (`preference.keysUrl`). */
  url: string;
  /** The key it signs with, once `useChain` gave it a chain. */
  readonly wallet: ChainWallet | undefined;
  /** What the next connect and transaction requests get. */
  onConnect: PopupDecision;
  onRequest: PopupDecision;
  readonly requests: PopupRequest[];
  /** The chain the popup's key sends on (its RPC), with a fresh key unless one is given. */
  useChain(options: { rpcUrl: string; chainId: number; privateKey?: Hex }): ChainWallet;
  close(): Promise<void>;
}

type Answer = { result: unknown } | { error: { code: number; message: string } };

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A stand-in for Coinbase's keys popup (keys.coinbase.com) on a free port of 127.0.0.1: the SDK opens it when its
 * `keysUrl` points here, and the page speaks the popup protocol (popupPage.ts) while this server holds the key:
 * it answers eth_requestAccounts with its address and the chain it offers, signs and broadcasts
 * eth_sendTransaction itself (the popup picks the nonce), switches only to that chain, and refuses with 4001 on
 * command. Reads are not its business (the wallet reads through its own API).
 */
export async function startCoinbasePopup(): Promise<CoinbasePopup> {
  let wallet: ChainWallet | undefined;
  let rpcUrl = '';
  const requests: PopupRequest[] = [];

  const answer = async (method: string, params: unknown): Promise<Answer> => {
    const decision = method === 'eth_requestAccounts' ? popup.onConnect : popup.onRequest;
    requests.push({ method, params, decision });
    if (!wallet) return { error: { code: -32603, message: 'The popup has no chain yet' } };
    if (decision === 'ignore') return new Promise<never>(() => {});
    if (decision === 'reject' && (method === 'eth_requestAccounts' || method === 'eth_sendTransaction'))
      return { error: { code: 4001, message: 'User denied the request.' } };
    switch (method) {
      case 'eth_requestAccounts':
        return { result: [wallet.address] };
      case 'eth_sendTransaction': {
        const [tx] = (Array.isArray(params) ? params : []) as RequestedTransaction[];
        if (!tx) return { error: { code: -32602, message: 'no transaction' } };
        try {
          return { result: await wallet.sendTransaction(tx) };
        } catch (error) {
          const code = error instanceof WalletDoubleError ? error.code : -32603;
          return { error: { code, message: error instanceof Error ? error.message : String(error) } };
        }
      }
      case 'wallet_switchEthereumChain': {
        const [target] = (Array.isArray(params) ? params : []) as Array<{ chainId?: string }>;
        return Number(target?.chainId) === wallet.chainId
          ? { result: null }
          : { error: { code: 4902, message: 'Unrecognized chain ID' } };
      }
      default:
        return { error: { code: 4200, message: `The popup does not support ${method}` } };
    }
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (request.method === 'POST' && path === '/answer') {
      readJson(request)
        .then(async (body) => {
          const { method, params } = body as { method: string; params?: unknown };
          const result = await answer(String(method), params);
          const chains = wallet ? { [wallet.chainId]: rpcUrl } : {};
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ ...result, chains }));
        })
        .catch((error: unknown) => {
          response.writeHead(400, { 'content-type': 'text/plain' });
          response.end(String(error));
        });
      return;
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(POPUP_PAGE);
      return;
    }
    response.writeHead(405);
    response.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  const popup: CoinbasePopup = {
    url: `http://127.0.0.1:${port}/connect`,
    get wallet() {
      return wallet;
    },
    onConnect: 'approve',
    onRequest: 'approve',
    requests,
    useChain(options) {
      rpcUrl = options.rpcUrl;
      wallet = createChainWallet(options);
      requests.length = 0;
      return wallet;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return popup;
}
