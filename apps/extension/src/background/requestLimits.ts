import { type ProviderRpcError, RPC_ERRORS } from '../protocol/ProviderRpcError.ts';
import { registrableDomain } from '../protocol/registrableDomain.ts';
import { ACCOUNT_METHODS, type PendingRequest } from './PendingRequest.ts';

/**
 * Request windows one site (a registrable domain, all its subdomains and ports together) or one tab may have on
 * screen at once. A window counts until it is closed, whatever became of its request.
 */
export const MAX_WINDOWS_PER_SITE = 10;
/** Request windows one site or one tab may open in a minute. */
export const MAX_WINDOWS_PER_MINUTE = 10;
/** Characters of params JSON the open requests of one site may keep in chrome.storage.session. */
export const MAX_PARAMS_CHARS_PER_SITE = 1024 * 1024;

const MINUTE_MS = 60_000;

/** Whether a request still has its window on screen (or is about to open one). */
export const onScreen = (r: PendingRequest) => r.state === 'open' || r.windowId !== undefined;

/**
 * Why `request` may not open a window, given the stored requests (docs/extension.md#site-requests); undefined
 * when it may. Counted per registrable domain, so a page hopping through subdomains (a.evil.test,
 * b.evil.test …) is one site, and per tab, so one tab cannot open one window per site it passes through. A
 * request whose window was refused without the user (its network changed, its page went away) closes and is
 * still counted in its minute, so refusals cannot free the quota for more windows.
 */
export function requestRefusal(
  requests: readonly PendingRequest[],
  request: PendingRequest,
  now: number,
): ProviderRpcError | undefined {
  if (requests.some((r) => r.id === request.id)) return RPC_ERRORS.invalidParams;
  const site = registrableDomain(request.origin);
  const sameSite = requests.filter((r) => registrableDomain(r.origin) === site);
  const sameTab = request.tabId === undefined ? [] : requests.filter((r) => r.tabId === request.tabId);
  for (const group of [sameSite, sameTab]) {
    if (group.filter(onScreen).length >= MAX_WINDOWS_PER_SITE) return RPC_ERRORS.alreadyPending;
    if (
      ACCOUNT_METHODS.has(request.method) &&
      group.some((r) => ACCOUNT_METHODS.has(r.method) && r.state === 'open')
    )
      return RPC_ERRORS.alreadyPending;
  }
  for (const group of [sameSite, sameTab])
    if (group.filter((r) => now - r.createdAt < MINUTE_MS).length >= MAX_WINDOWS_PER_MINUTE)
      return RPC_ERRORS.limitExceeded;
  const openChars = sameSite
    .filter((r) => r.state === 'open')
    .reduce((total, r) => total + r.paramsChars, request.paramsChars);
  if (openChars > MAX_PARAMS_CHARS_PER_SITE) return RPC_ERRORS.limitExceeded;
  return undefined;
}
