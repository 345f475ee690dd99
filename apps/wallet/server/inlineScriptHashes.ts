import { createHash } from 'node:crypto';

/**
 * CSP sources ('sha256-…') for the inline scripts of index.html (the build inlines the pre-paint script), so the
 * policy admits exactly those and no other inline script: an injected one has another hash and is refused.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}
