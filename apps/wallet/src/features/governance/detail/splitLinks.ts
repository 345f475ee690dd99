import { describeLink } from '@fantom-wallet/core';

/** A piece of a description: plain text, or an http(s) URL that may become a link. */
export type DescriptionPart = { text: string } | { url: string };

const URL_LIKE = /https?:\/\/[^\s<>"'`]+/gi;

/**
 * Splits a proposal description into text and http(s) URLs (docs/governance.md#proposal-detail): only what
 * parses as an http: or https: URL becomes a link; everything else, `javascript:` included, stays text. A trailing
 * sentence mark is not part of the URL.
 */
export function splitLinks(description: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  let at = 0;
  for (const match of description.matchAll(URL_LIKE)) {
    let raw = match[0];
    const trailing = /[.,;:!?)\]]+$/.exec(raw)?.[0] ?? '';
    raw = raw.slice(0, raw.length - trailing.length);
    const start = match.index;
    if (describeLink(raw) === null) continue;
    if (start > at) parts.push({ text: description.slice(at, start) });
    parts.push({ url: raw });
    at = start + raw.length;
  }
  if (at < description.length) parts.push({ text: description.slice(at) });
  return parts;
}
