import { PROVIDER_INFO_NAME, PROVIDER_RDNS } from './createProvider.ts';

/** The extension's mark as a data URI (EIP-6963 wants the icon inline: a page must not fetch it from us). */
export const PROVIDER_ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1969ff"/>' +
      '<path d="M11 8h11v3.5h-7.2v3.2H21v3.4h-6.2V24H11z" fill="#fff"/></svg>',
  );

/**
 * EIP-6963: announces `provider` now and again on every `eip6963:requestProvider`, so a page that loads its
 * wallet library late still finds it. The detail is frozen: a page cannot swap the provider for others.
 */
export function announceProvider(target: Window, provider: object, uuid: string): void {
  const detail = Object.freeze({
    info: Object.freeze({ uuid, name: PROVIDER_INFO_NAME, icon: PROVIDER_ICON, rdns: PROVIDER_RDNS }),
    provider,
  });
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
}
