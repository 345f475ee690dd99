/** The JavaScript files a first load of index.html fetches: module entry scripts and modulepreload links. */
export function initialScripts(indexHtml: string): string[] {
  const found = new Set<string>();
  for (const m of indexHtml.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g))
    if (m[1]) found.add(m[1]);
  for (const m of indexHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g))
    if (m[1]) found.add(m[1]);
  return [...found];
}
