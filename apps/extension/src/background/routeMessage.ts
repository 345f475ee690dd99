import type { SignerApi } from '@fantom-wallet/wallet/signer-worker';
import { toSignerFailure } from '@fantom-wallet/wallet/signer-worker';
import { type InternalResponse, internalMessageSchema } from '../protocol/internalMessages.ts';
import { isSiteOrigin } from '../protocol/isSiteOrigin.ts';
import { RPC_ERRORS, SiteRequestError } from '../protocol/ProviderRpcError.ts';
import { type SiteResponse, siteMessageSchema } from '../protocol/siteMessages.ts';
import type { SiteRequests } from './createSiteRequests.ts';
import { serveSigner } from './serveSigner.ts';

/** What Chrome says about a message's sender (chrome.runtime.MessageSender, the fields used). */
export interface MessageSender {
  id?: string | undefined;
  origin?: string | undefined;
  url?: string | undefined;
  tab?: { id?: number | undefined } | undefined;
  frameId?: number | undefined;
  documentId?: string | undefined;
  /** 'active', or 'prerender', 'cached', 'pending_deletion' for a document that is not the tab's page now. */
  documentLifecycle?: string | undefined;
}

export interface RouterDependencies {
  /** chrome.runtime.id */
  extensionId: string;
  /** The extension's own origin, `chrome-extension://<id>`. */
  extensionOrigin: string;
  signer: SignerApi;
  sites: SiteRequests;
}

function failure(code: string, message: string): InternalResponse {
  return { ok: false, error: { name: 'ExtensionError', code, message } };
}

/**
 * Every runtime message the background receives, sorted by who sent it (docs/extension.md#keys-and-state):
 * page methods only from the extension's own pages, site requests only from a content script in a tab's top
 * frame, the site being the sender's origin. Anything else, or anything that fails its schema, is refused.
 */
export function createMessageRouter({ extensionId, extensionOrigin, signer, sites }: RouterDependencies) {
  const fromOwnPage = (sender: MessageSender) =>
    sender.id === extensionId &&
    sender.origin === extensionOrigin &&
    (sender.url ?? '').startsWith(`${extensionOrigin}/`);

  async function internal(message: unknown): Promise<InternalResponse> {
    const parsed = internalMessageSchema.safeParse(message);
    if (!parsed.success) return failure('INVALID_REQUEST', 'The extension could not read this request.');
    const request = parsed.data.message;
    try {
      switch (request.kind) {
        case 'signer':
          return await serveSigner(signer, request.method, request.args);
        case 'getRequest': {
          const view = await sites.view(request.id);
          return view
            ? { ok: true, value: view }
            : failure('REQUEST_NOT_FOUND', 'This request is no longer open.');
        }
        case 'accountsDone':
          return { ok: true, value: await sites.accountsDone(request.site, request.addresses) };
        case 'transactionSigned':
          await sites.transactionSigned(request.id, request.hash);
          return { ok: true, value: null };
        case 'transactionNotSent':
          await sites.transactionNotSent(request.id, request.hash);
          return { ok: true, value: null };
        case 'transactionDone':
          await sites.transactionDone(request.id, request.hash);
          return { ok: true, value: null };
        case 'signatureDone':
          await sites.signatureDone(request.id, request.signature);
          return { ok: true, value: null };
        case 'watchAssetDone':
          await sites.watchAssetDone(request.id);
          return { ok: true, value: null };
        case 'reject':
          await sites.reject(request.id);
          return { ok: true, value: null };
      }
    } catch (error) {
      if (error instanceof SiteRequestError) return failure('SITE_REQUEST', error.message);
      return { ok: false, error: toSignerFailure(error) };
    }
  }

  async function site(message: unknown, sender: MessageSender): Promise<SiteResponse | InternalResponse> {
    const parsed = siteMessageSchema.safeParse(message);
    const origin = sender.origin ?? '';
    if (!parsed.success) {
      const id = (message as { message?: { id?: unknown } } | null)?.message?.id;
      if (typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id))
        return { id, error: RPC_ERRORS.invalidParams };
      return failure('INVALID_REQUEST', 'Malformed site request.');
    }
    return sites.handle(parsed.data.message, {
      origin,
      tabId: sender.tab?.id,
      documentId: sender.documentId,
      documentActive: sender.documentLifecycle === undefined || sender.documentLifecycle === 'active',
    });
  }

  return async function route(message: unknown, sender: MessageSender): Promise<unknown> {
    if (sender.id !== extensionId) return failure('FORBIDDEN', 'Unknown sender.');
    if (fromOwnPage(sender)) return internal(message);
    const origin = sender.origin ?? '';
    if (sender.tab?.id !== undefined && sender.frameId === 0 && isSiteOrigin(origin))
      return site(message, sender);
    return failure('FORBIDDEN', 'Unknown sender.');
  };
}
