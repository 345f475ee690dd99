import type { Address } from '@fantom-wallet/core';
import type { RuntimeConfig } from '@fantom-wallet/wallet/network';
import type { Account } from '@fantom-wallet/wallet/storage';
import { getAddress, isAddressEqual } from 'viem/utils';
import { z } from 'zod';
import { addEthereumChainParameter, switchEthereumChainParameter } from '../protocol/chainParams.ts';
import { type ProviderRpcError, RPC_ERRORS, SiteRequestError } from '../protocol/ProviderRpcError.ts';
import type { SiteMessage, SiteResponse } from '../protocol/siteMessages.ts';
import { isSignatureMethod, parseSiteSignature, type SignatureMethod } from '../protocol/siteSignature.ts';
import { siteTransactionSchema } from '../protocol/siteTransaction.ts';
import { parseSiteWatchAsset, siteWatchAssetSchema } from '../protocol/siteWatchAsset.ts';
import type { RequestStore } from './createRequestStore.ts';
import { siteAccounts, type WalletState } from './createWalletState.ts';
import {
  ACCOUNT_BOUND_METHODS,
  ACCOUNT_METHODS,
  type PendingRequest,
  type RequestOutcome,
} from './PendingRequest.ts';
import { requestRefusal } from './requestLimits.ts';
import { sitePermissions } from './sitePermissions.ts';

/**
 * The node's standard methods that act for nobody, passed to the active network's RPC as they are
 * (docs/extension.md#site-requests): reads, and the broadcast of a transaction someone already signed. Filters and
 * subscriptions stay refused (they keep state in the node for a page), and so does anything that would sign.
 */
export const READ_ONLY_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleByBlockHashAndIndex',
  'eth_getUncleByBlockNumberAndIndex',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_protocolVersion',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_listening',
  'net_peerCount',
  'web3_clientVersion',
  'web3_sha3',
]);

/**
 * EIP-2255 params naming exactly the one permission fWallet grants, `[{ eth_accounts: {} }]` (what the inner
 * object holds, such as caveats a site proposes, is ignored); another permission's name is refused.
 */
const accountsPermission = z.tuple([z.strictObject({ eth_accounts: z.object({}) })]);
/** A method without parameters: none, or an empty array (a few libraries send `[{}]`). */
const noParams = z.union([z.tuple([]), z.tuple([z.strictObject({})])]);

export interface SiteRequestsDependencies {
  store: RequestStore;
  wallet: WalletState;
  /** Opens an extension page (hash route) in a 360×600 window; its id, to notice when the user closes it. */
  openWindow(path: string): Promise<number | undefined>;
  /** Closes a request's window: its request was refused without the user, or its page went away. */
  closeWindow(windowId: number): Promise<void>;
  /** Whether document `documentId` is still the one tab `tabId` shows (it answers a message sent to it). */
  documentAlive(tabId: number, documentId: string): Promise<boolean>;
  /** JSON-RPC to the active network's node. */
  rpc(url: string, method: string, params: unknown): Promise<unknown>;
  now?: () => number;
}

export interface SiteSender {
  origin: string;
  tabId?: number | undefined;
  /** Chrome's id of the sending document, and whether it is the tab's active one (not prerendered or cached). */
  documentId?: string | undefined;
  documentActive?: boolean | undefined;
}

export type RuntimeConfigSource = () => Promise<RuntimeConfig>;

/** Whether the site of `request` may still use the account it asked to sign with. */
function stillAllowed(accounts: readonly Account[], request: PendingRequest): boolean {
  const { from } = request;
  return (
    from !== undefined &&
    siteAccounts(accounts, request.origin).some((a) => isAddressEqual(a, getAddress(from)))
  );
}

/**
 * A site's requests, as the background answers them (docs/extension.md#site-requests). The origin is the one
 * Chrome gave the sender, never a field of the message. A request that needs the user is stored before its
 * window opens and answered from the stored outcome, so a restarted worker answers it once, the same way. Once
 * its window has signed a transaction, the request is answered with that transaction's hash, whatever happens to
 * the window afterwards: a site never hears 'User rejected' for a transaction on its way to the chain.
 */
export function createSiteRequests({
  store,
  wallet,
  openWindow,
  closeWindow,
  documentAlive,
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

  /** What a request ends with when its window goes without a decision: its signed hash, else `error`. */
  const unanswered = (request: PendingRequest, error: ProviderRpcError): RequestOutcome =>
    request.signedHash === undefined ? { error } : { result: request.signedHash };

  /**
   * Refuses an open request without the user (its site lost the account, its page went away) and closes its
   * window. A request whose window already signed is left to that window: its broadcast is on its way, and
   * transactionDone checks the site again.
   */
  async function refuse(request: PendingRequest, error: ProviderRpcError): Promise<void> {
    if (request.state !== 'open' || request.signedHash !== undefined) return;
    await finish(request.id, { error });
    if (request.windowId !== undefined) await closeWindow(request.windowId).catch(() => undefined);
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
    from?: Address,
  ): Promise<RequestOutcome> {
    const { active } = await wallet.networks();
    const request: PendingRequest = {
      id,
      origin: sender.origin,
      method,
      chainId: active.chainId,
      state: 'open',
      paramsChars: JSON.stringify(params).length,
      createdAt: now(),
      ...(from === undefined ? {} : { from }),
      ...(sender.tabId === undefined ? {} : { tabId: sender.tabId }),
      ...(sender.documentId === undefined ? {} : { documentId: sender.documentId }),
    };
    const refusal = await store
      .add(request, params, (requests) => requestRefusal(requests, request, now()))
      .catch(() => RPC_ERRORS.internal);
    if (refusal) throw new SiteRequestError(refusal);
    const outcome = awaitOutcome(request);
    try {
      const windowId = await openWindow(path);
      if (windowId !== undefined) await store.update(id, (r) => ({ ...r, windowId }));
    } catch {
      await finish(id, { error: RPC_ERRORS.internal });
    }
    return outcome;
  }

  /** The account window for the site: one toggle per account; its Confirm is accountsDone. */
  const accountWindow = (id: string, sender: SiteSender, method: PendingRequest['method']) =>
    openRequest(id, sender, method, [], `eip-select-accounts/${encodeURIComponent(sender.origin)}`);

  async function requestAccounts(id: string, sender: SiteSender): Promise<RequestOutcome> {
    const allowed = siteAccounts(await wallet.accounts(), sender.origin);
    if (allowed.length > 0) return { result: allowed };
    return accountWindow(id, sender, 'eth_requestAccounts');
  }

  /**
   * EIP-2255, docs/extension.md#site-permissions: asking for `eth_accounts` always opens the account window (a
   * site may ask to change its accounts) and answers the permissions the user granted; any other permission is a
   * bad parameter.
   */
  async function requestPermissions(
    id: string,
    sender: SiteSender,
    params: unknown,
  ): Promise<RequestOutcome> {
    if (!accountsPermission.safeParse(params).success) throw new SiteRequestError(RPC_ERRORS.invalidParams);
    return accountWindow(id, sender, 'wallet_requestPermissions');
  }

  async function getPermissions(sender: SiteSender, params: unknown): Promise<RequestOutcome> {
    if (params !== undefined && !noParams.safeParse(params).success)
      throw new SiteRequestError(RPC_ERRORS.invalidParams);
    return { result: sitePermissions(sender.origin, siteAccounts(await wallet.accounts(), sender.origin)) };
  }

  /**
   * The site gives up its accounts: the same as the user turning all its toggles off in the account window (its
   * documents hear accountsChanged [], its open transactions are refused with 4100).
   */
  async function revokePermissions(sender: SiteSender, params: unknown): Promise<RequestOutcome> {
    if (!accountsPermission.safeParse(params).success) throw new SiteRequestError(RPC_ERRORS.invalidParams);
    if (siteAccounts(await wallet.accounts(), sender.origin).length > 0)
      await wallet.setSiteAccounts(sender.origin, []);
    return { result: null };
  }

  async function sendTransaction(id: string, sender: SiteSender, params: unknown): Promise<RequestOutcome> {
    const parsed = z.tuple([siteTransactionSchema]).rest(z.unknown()).safeParse(params);
    if (!parsed.success) throw new SiteRequestError(RPC_ERRORS.invalidParams);
    const [transaction] = parsed.data;
    const allowed = siteAccounts(await wallet.accounts(), sender.origin);
    if (!allowed.some((a) => isAddressEqual(a, transaction.from)))
      throw new SiteRequestError(RPC_ERRORS.unauthorized);
    return openRequest(
      id,
      sender,
      'eth_sendTransaction',
      [transaction],
      `eip-send-transaction/${id}`,
      transaction.from,
    );
  }

  /**
   * personal_sign and eth_signTypedData (v1, _v3, _v4), docs/extension.md#signatures: the site must have the
   * account, a keystore or Ledger one (a Ledger has no command for the legacy v1 form: refused at once, saying
   * so). The window shows what is signed; its signature answers the site (signatureDone).
   */
  async function signatureRequest(
    id: string,
    sender: SiteSender,
    method: SignatureMethod,
    params: unknown,
  ): Promise<RequestOutcome> {
    const { active } = await wallet.networks();
    const signature = parseSiteSignature(method, params, active.chainId);
    const accounts = await wallet.accounts();
    if (!siteAccounts(accounts, sender.origin).some((a) => isAddressEqual(a, signature.from)))
      throw new SiteRequestError(RPC_ERRORS.unauthorized);
    const account = accounts.find((a) => isAddressEqual(a.address, signature.from));
    if (account?.type === 'ledger' && signature.request.kind === 'typedDataV1')
      throw new SiteRequestError(RPC_ERRORS.ledgerCannotSignLegacyTypedData);
    if (account?.type !== 'keystore' && account?.type !== 'ledger')
      throw new SiteRequestError(RPC_ERRORS.accountCannotSignMessages);
    return openRequest(id, sender, method, [signature], `eip-sign/${id}`, signature.from);
  }

  /**
   * wallet_watchAsset (EIP-747), docs/extension.md#watching-a-token: an ERC-20 token for the site's first account
   * (a site nobody allowed gets 4100). Its window reads the token on chain; Add answers true once it is stored.
   */
  async function watchAsset(id: string, sender: SiteSender, params: unknown): Promise<RequestOutcome> {
    const asset = parseSiteWatchAsset(params);
    const [from] = siteAccounts(await wallet.accounts(), sender.origin);
    if (from === undefined) throw new SiteRequestError(RPC_ERRORS.unauthorized);
    const stored = { ...asset, account: from };
    return openRequest(id, sender, 'wallet_watchAsset', [stored], `eip-watch-asset/${id}`, from);
  }

  /**
   * wallet_switchEthereumChain (EIP-3326), and wallet_addEthereumChain (EIP-3085) for a chain the wallet has:
   * both switch the active network (sites hear chainChanged) and answer null; the site's RPC URLs and names are
   * never used. A chain the wallet does not have is refused at once (4902): fWallet adds no chain.
   */
  async function switchChain(params: unknown, adding: boolean): Promise<RequestOutcome> {
    const parameter = adding ? addEthereumChainParameter : switchEthereumChainParameter;
    const parsed = z.tuple([parameter]).safeParse(params);
    if (!parsed.success) throw new SiteRequestError(RPC_ERRORS.invalidParams);
    const chainId = Number.parseInt(parsed.data[0].chainId, 16);
    const { networks, active } = await wallet.networks();
    const target = networks.find((n) => n.chainId === chainId);
    if (!target) throw new SiteRequestError(adding ? RPC_ERRORS.otherChain : RPC_ERRORS.unknownChain);
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
        return switchChain(params, false);
      case 'wallet_addEthereumChain':
        return switchChain(params, true);
      case 'wallet_requestPermissions':
        return requestPermissions(id, sender, params);
      case 'wallet_getPermissions':
        return getPermissions(sender, params);
      case 'wallet_revokePermissions':
        return revokePermissions(sender, params);
      case 'wallet_watchAsset':
        return watchAsset(id, sender, params);
      default:
        if (isSignatureMethod(method)) return signatureRequest(id, sender, method, params);
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

  /** Refuses the open requests of tab `tabId` that `gone` says belong to a document no longer there. */
  async function endDocuments(tabId: number, gone: (request: PendingRequest) => boolean): Promise<void> {
    for (const request of await store.all())
      if (request.tabId === tabId && request.state === 'open' && gone(request))
        await refuse(request, RPC_ERRORS.pageGone);
  }

  return {
    /** Answers one message from a site's content script (already schema-checked). */
    async handle(message: SiteMessage['message'], sender: SiteSender): Promise<SiteResponse> {
      // A new active document in the tab: the requests of the one before it (navigated away) end.
      const { tabId, documentId } = sender;
      if (tabId !== undefined && documentId !== undefined && sender.documentActive !== false)
        await endDocuments(tabId, (r) => r.documentId !== undefined && r.documentId !== documentId);
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
    async accountsDone(site: string, addresses: readonly Address[]): Promise<Address[]> {
      const allowed = await wallet.setSiteAccounts(site, addresses);
      const open = (await store.all()).filter(
        (r) => r.origin === site && ACCOUNT_METHODS.has(r.method) && r.state === 'open',
      );
      for (const request of open)
        await finish(
          request.id,
          allowed.length === 0
            ? { error: RPC_ERRORS.userRejected }
            : { result: request.method === 'eth_requestAccounts' ? allowed : sitePermissions(site, allowed) },
        );
      return allowed;
    },

    /**
     * The window signed the request's transaction and is about to broadcast it: records its hash first, so a
     * closed window answers that hash. Throws (and the window must not broadcast) when the request is no longer
     * open, or its site may no longer use the account: then the site gets 4100 and the window closes.
     */
    async transactionSigned(id: string, hash: string): Promise<void> {
      const request = await store.get(id);
      if (request?.method !== 'eth_sendTransaction')
        throw new SiteRequestError(RPC_ERRORS.invalidParams, 'No such transaction request.');
      if (request.state === 'open' && !stillAllowed(await wallet.accounts(), request)) {
        await refuse(request, RPC_ERRORS.revoked);
        throw new SiteRequestError(RPC_ERRORS.revoked);
      }
      const signed = await store.update(id, (r) => (r.state === 'open' ? { ...r, signedHash: hash } : r));
      if (signed?.signedHash !== hash)
        throw new SiteRequestError(RPC_ERRORS.invalidParams, 'This request is no longer open.');
    },

    /** The API refused the signed transaction (it is not on its way): a closed window answers 4001 again. */
    async transactionNotSent(id: string, hash: string): Promise<void> {
      await store.update(id, (r) => {
        if (r.state !== 'open' || r.signedHash !== hash) return r;
        const { signedHash: _refused, ...rest } = r;
        return rest;
      });
    },

    /**
     * The transaction window sent the transaction: the site gets its hash (once, whatever happens next), unless
     * the site lost the account meanwhile: then 4100.
     */
    async transactionDone(id: string, hash: string): Promise<void> {
      const request = await store.get(id);
      if (request?.method !== 'eth_sendTransaction')
        throw new SiteRequestError(RPC_ERRORS.invalidParams, 'No such transaction request.');
      const allowed = stillAllowed(await wallet.accounts(), request);
      await finish(id, allowed ? { result: hash } : { error: RPC_ERRORS.revoked });
    },

    /**
     * The signature window signed: the site gets the signature, unless the request is no longer open (then it
     * is not answered again) or the site lost the account meanwhile (4100).
     */
    async signatureDone(id: string, signature: string): Promise<void> {
      const request = await store.get(id);
      if (!request || !isSignatureMethod(request.method))
        throw new SiteRequestError(RPC_ERRORS.invalidParams, 'No such signature request.');
      if (request.state !== 'open') return;
      const allowed = stillAllowed(await wallet.accounts(), request);
      await finish(id, allowed ? { result: signature } : { error: RPC_ERRORS.revoked });
      if (request.windowId !== undefined && !allowed)
        await closeWindow(request.windowId).catch(() => undefined);
    },

    /**
     * The watch-asset window's Add: the token the site asked for (from the stored request, never from the window)
     * joins the account's watched tokens on the request's network, and the site gets true (false when the account
     * watches the most it may already); 4100 when the site lost the account meanwhile.
     */
    async watchAssetDone(id: string): Promise<void> {
      const request = await store.get(id);
      if (request?.method !== 'wallet_watchAsset')
        throw new SiteRequestError(RPC_ERRORS.invalidParams, 'No such request.');
      if (request.state !== 'open') return;
      const asset = siteWatchAssetSchema.safeParse(((await store.params(id)) as unknown[] | undefined)?.[0]);
      if (!asset.success || request.from === undefined || !stillAllowed(await wallet.accounts(), request)) {
        await refuse(request, RPC_ERRORS.revoked);
        throw new SiteRequestError(RPC_ERRORS.revoked);
      }
      const added = await wallet.watchToken(getAddress(request.from), request.chainId, asset.data.address);
      await finish(id, { result: added });
    },

    /** The window refused the request (Cancel, or it cannot be confirmed): answered and the window closed. */
    async reject(id: string): Promise<void> {
      const request = await store.get(id);
      if (!request) return;
      await finish(id, unanswered(request, RPC_ERRORS.userRejected));
      if (request.windowId !== undefined) await closeWindow(request.windowId).catch(() => undefined);
    },

    /**
     * A request window closed: its open request is refused (4001), or answered with the hash its window signed.
     * The window no longer counts against its site's limit.
     */
    async windowClosed(windowId: number): Promise<void> {
      for (const request of await store.all()) {
        if (request.windowId !== windowId) continue;
        if (request.state === 'open') await finish(request.id, unanswered(request, RPC_ERRORS.userRejected));
        await store.update(request.id, ({ windowId: _closed, ...rest }) => rest);
      }
    },

    /** The wallet's accounts changed: open transactions of a site that lost their account are refused (4100). */
    async accountsChanged(): Promise<void> {
      const accounts = await wallet.accounts();
      for (const request of await store.all())
        if (ACCOUNT_BOUND_METHODS.has(request.method) && !stillAllowed(accounts, request))
          await refuse(request, RPC_ERRORS.revoked);
    },

    /**
     * The active network changed (a site's wallet_switchEthereumChain, or the user): open transactions asked on
     * another network are refused (4001, as their windows would) and their windows closed, whether or not the
     * window has noticed the change yet.
     */
    async networkChanged(): Promise<void> {
      const { active } = await wallet.networks();
      for (const request of await store.all())
        if (ACCOUNT_BOUND_METHODS.has(request.method) && request.chainId !== active.chainId)
          await refuse(request, RPC_ERRORS.userRejected);
    },

    /** A tab closed: its requests end and their windows close. */
    tabClosed: (tabId: number) => endDocuments(tabId, () => true),

    /** A tab changed (navigated, reloaded): requests of a document it no longer shows end. */
    async tabUpdated(tabId: number): Promise<void> {
      const documents = new Set(
        (await store.all()).flatMap((r) =>
          r.tabId === tabId && r.state === 'open' && r.documentId !== undefined ? [r.documentId] : [],
        ),
      );
      for (const documentId of documents)
        if (!(await documentAlive(tabId, documentId).catch(() => false)))
          await endDocuments(tabId, (r) => r.documentId === documentId);
    },

    async view(id: string) {
      const request = await store.get(id);
      if (!request) return undefined;
      const { id: requestId, origin, method, chainId, state } = request;
      return { id: requestId, origin, method, params: await store.params(id), chainId, state };
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
