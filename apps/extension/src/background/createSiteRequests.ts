import type { RuntimeConfig } from '@fantom-wallet/wallet/src/shared/network/RuntimeConfig.ts';
import { z } from 'zod';
import { RPC_ERRORS, SiteRequestError } from '../protocol/ProviderRpcError.ts';
import type { SiteMessage, SiteResponse } from '../protocol/siteMessages.ts';
import type { RequestStore } from './createRequestStore.ts';
import { siteAccounts, type WalletState } from './createWalletState.ts';
import type { PendingRequest, RequestOutcome } from './PendingRequest.ts';

/** Calls that only read the chain: passed to the active network's RPC as they are. */
export const READ_ONLY_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
]);

/** More open requests than this from one site answer 'Request already pending'. */
export const MAX_OPEN_REQUESTS_PER_SITE = 10;

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const quantity = z.string().regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/);
/** eth_sendTransaction's one parameter (docs/extension.md#site-requests); unknown fields are dropped. */
export const siteTransactionSchema = z.object({
  from: address,
  to: address,
  value: quantity.optional(),
  data: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})*$/)
    .max(2 * 128 * 1024 + 2)
    .optional(),
  gas: quantity.optional(),
  gasPrice: quantity.optional(),
});
export type SiteTransaction = z.infer<typeof siteTransactionSchema>;

export interface SiteRequestsDependencies {
  store: RequestStore;
  wallet: WalletState;
  /** Opens an extension page (hash route) in a 360×600 window; its id, to notice when the user closes it. */
  openWindow(path: string): Promise<number | undefined>;
  /** JSON-RPC to the active network's node. */
  rpc(url: string, method: string, params: unknown): Promise<unknown>;
  newId?: () => string;
  now?: () => number;
}

export interface SiteSender {
  origin: string;
  tabId?: number | undefined;
}

export type RuntimeConfigSource = () => Promise<RuntimeConfig>;

/**
 * A site's requests, as the background answers them (docs/extension.md#site-requests). The origin is the one
 * Chrome gave the sender, never a field of the message. A request that needs the user is stored before its
 * window opens and answered from the stored outcome, so a restarted worker answers it once, the same way.
 */
export function createSiteRequests({
  store,
  wallet,
  openWindow,
  rpc,
  now = Date.now,
}: SiteRequestsDependencies) {
  const waiters = new Map<string, Array<(outcome: RequestOutcome) => void>>();

  const wait = (id: string): Promise<RequestOutcome> =>
    new Promise((resolve) => {
      waiters.set(id, [...(waiters.get(id) ?? []), resolve]);
    });

  /** Stores the outcome first, then answers everyone waiting on the request (docs/extension.md#site-requests). */
  async function finish(id: string, outcome: RequestOutcome): Promise<PendingRequest | undefined> {
    const done = await store.finish(id, outcome);
    const stored = done?.outcome;
    if (stored) {
      for (const resolve of waiters.get(id) ?? []) resolve(stored);
      waiters.delete(id);
    }
    return done;
  }

  async function awaitOutcome(request: PendingRequest): Promise<RequestOutcome> {
    if (request.state === 'done' && request.outcome) return request.outcome;
    return wait(request.id);
  }

  async function openRequest(
    id: string,
    sender: SiteSender,
    method: PendingRequest['method'],
    params: unknown,
    path: string,
  ): Promise<RequestOutcome> {
    const { active } = await wallet.networks();
    const request: PendingRequest = {
      id,
      origin: sender.origin,
      method,
      params,
      chainId: active.chainId,
      state: 'open',
      createdAt: now(),
      ...(sender.tabId === undefined ? {} : { tabId: sender.tabId }),
    };
    const refusal = await store.add(request, (requests) => {
      if (requests.some((r) => r.id === id)) return RPC_ERRORS.invalidParams;
      const open = requests.filter((r) => r.origin === sender.origin && r.state === 'open');
      if (open.length >= MAX_OPEN_REQUESTS_PER_SITE) return RPC_ERRORS.alreadyPending;
      if (method === 'eth_requestAccounts' && open.some((r) => r.method === 'eth_requestAccounts'))
        return RPC_ERRORS.alreadyPending;
      return undefined;
    });
    if (refusal) throw new SiteRequestError(refusal);
    const outcome = awaitOutcome(request);
    try {
      const windowId = await openWindow(path);
      if (windowId !== undefined) await store.update(id, { windowId });
    } catch {
      await finish(id, { error: RPC_ERRORS.internal });
    }
    return outcome;
  }

  async function requestAccounts(id: string, sender: SiteSender): Promise<RequestOutcome> {
    const allowed = siteAccounts(await wallet.accounts(), sender.origin);
    if (allowed.length > 0) return { result: allowed };
    return openRequest(
      id,
      sender,
      'eth_requestAccounts',
      [],
      `eip-select-accounts/${encodeURIComponent(sender.origin)}`,
    );
  }

  async function sendTransaction(id: string, sender: SiteSender, params: unknown): Promise<RequestOutcome> {
    const parsed = z.tuple([siteTransactionSchema]).rest(z.unknown()).safeParse(params);
    if (!parsed.success) throw new SiteRequestError(RPC_ERRORS.invalidParams);
    const [transaction] = parsed.data;
    const allowed = siteAccounts(await wallet.accounts(), sender.origin).map((a) => a.toLowerCase());
    if (!allowed.includes(transaction.from.toLowerCase()))
      throw new SiteRequestError(RPC_ERRORS.unauthorized);
    return openRequest(id, sender, 'eth_sendTransaction', [transaction], `eip-send-transaction/${id}`);
  }

  async function switchChain(params: unknown): Promise<RequestOutcome> {
    const parsed = z.tuple([z.object({ chainId: quantity })]).safeParse(params);
    if (!parsed.success) throw new SiteRequestError(RPC_ERRORS.invalidParams);
    const chainId = Number.parseInt(parsed.data[0].chainId, 16);
    const { networks, active } = await wallet.networks();
    const target = networks.find((n) => n.chainId === chainId);
    if (!target) throw new SiteRequestError(RPC_ERRORS.unknownChain);
    if (target.id !== active.id) await wallet.switchNetwork(target.id);
    return { result: null };
  }

  async function readOnly(method: string, params: unknown): Promise<RequestOutcome> {
    if (params !== undefined && !Array.isArray(params)) throw new SiteRequestError(RPC_ERRORS.invalidParams);
    const { active } = await wallet.networks();
    if (!active.rpcUrl) throw new SiteRequestError(RPC_ERRORS.unsupportedMethod);
    return { result: await rpc(active.rpcUrl, method, params ?? []) };
  }

  async function dispatch(
    id: string,
    sender: SiteSender,
    method: string,
    params: unknown,
  ): Promise<RequestOutcome> {
    switch (method) {
      case 'eth_chainId':
        return { result: `0x${(await wallet.networks()).active.chainId.toString(16)}` };
      case 'net_version':
        return { result: String((await wallet.networks()).active.chainId) };
      case 'eth_accounts':
        return { result: siteAccounts(await wallet.accounts(), sender.origin) };
      case 'eth_requestAccounts':
        return requestAccounts(id, sender);
      case 'eth_sendTransaction':
        return sendTransaction(id, sender, params);
      case 'wallet_switchEthereumChain':
        return switchChain(params);
      default:
        if (READ_ONLY_METHODS.has(method)) return readOnly(method, params);
        throw new SiteRequestError(RPC_ERRORS.unsupportedMethod);
    }
  }

  async function guarded(id: string, work: () => Promise<RequestOutcome>): Promise<SiteResponse> {
    try {
      const outcome = await work();
      return 'error' in outcome ? { id, error: outcome.error } : { id, result: outcome.result };
    } catch (error) {
      if (error instanceof SiteRequestError) return { id, error: error.toJSON() };
      if (error instanceof RpcCallError) return { id, error: { code: error.code, message: error.message } };
      return { id, error: RPC_ERRORS.internal };
    }
  }

  return {
    /** Answers one message from a site's content script (already schema-checked). */
    async handle(message: SiteMessage['message'], sender: SiteSender): Promise<SiteResponse> {
      const existing = await store.get(message.id);
      if (existing && existing.origin !== sender.origin)
        return { id: message.id, error: RPC_ERRORS.invalidParams };
      if (message.kind === 'attach' || existing) {
        if (!existing) return { id: message.id, error: RPC_ERRORS.internal };
        return guarded(message.id, () => awaitOutcome(existing));
      }
      const { id, method, params } = message;
      return guarded(id, () => dispatch(id, sender, method, params));
    },

    /** The select-accounts window confirmed: store the site's accounts, answer its open account requests. */
    async accountsDone(site: string, addresses: readonly string[]): Promise<string[]> {
      const allowed = await wallet.setSiteAccounts(site, addresses);
      const open = (await store.all()).filter(
        (r) => r.origin === site && r.method === 'eth_requestAccounts' && r.state === 'open',
      );
      for (const request of open)
        await finish(
          request.id,
          allowed.length > 0 ? { result: allowed } : { error: RPC_ERRORS.userRejected },
        );
      return allowed;
    },

    /** The transaction window sent the transaction: the site gets its hash (once, whatever happens next). */
    async transactionDone(id: string, hash: string): Promise<void> {
      const request = await store.get(id);
      if (request?.method !== 'eth_sendTransaction')
        throw new SiteRequestError(RPC_ERRORS.invalidParams, 'No such transaction request.');
      await finish(id, { result: hash });
    },

    async reject(id: string): Promise<void> {
      await finish(id, { error: RPC_ERRORS.userRejected });
    },

    /** A closed request window is a refusal (4001) for every open request it showed. */
    async windowClosed(windowId: number): Promise<void> {
      for (const request of await store.all())
        if (request.windowId === windowId && request.state === 'open')
          await finish(request.id, { error: RPC_ERRORS.userRejected });
    },

    async view(id: string) {
      const request = await store.get(id);
      if (!request) return undefined;
      const { id: requestId, origin, method, params, chainId, state } = request;
      return { id: requestId, origin, method, params, chainId, state };
    },
  };
}
export type SiteRequests = ReturnType<typeof createSiteRequests>;

/** An error the chain's node answered to a forwarded read-only call: the site gets its code and message. */
export class RpcCallError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'RpcCallError';
    this.code = code;
  }
}
