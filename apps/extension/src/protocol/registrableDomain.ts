import { getDomain } from 'tldts';

/**
 * The registrable domain (eTLD+1) of a site's origin by the Public Suffix List, private suffixes included
 * (`alice.github.io`, not `github.io`): what a person recognises a site by, and the unit the background counts a
 * site's requests in (docs/extension.md#site-requests). An IP address or a single-label host (localhost) is its
 * own domain. `origin` must be a valid URL origin. The URL parser has already normalised the host; the list's own
 * hostname check is off, so a label longer than DNS allows (which the URL parser accepts) still gives its domain
 * rather than the whole host.
 */
export function registrableDomain(origin: string): string {
  const { hostname } = new URL(origin);
  return getDomain(hostname, { allowPrivateDomains: true, validateHostname: false }) ?? hostname;
}
