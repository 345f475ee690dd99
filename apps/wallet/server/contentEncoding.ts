/** The encodings the wallet server sends, best first. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * The best encoding the request accepts: brotli, else gzip, else none (`Accept-Encoding`, RFC 9110 §12.5.3: a
 * q-value of 0 refuses a coding; `*` stands for any coding not named).
 */
export function contentEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentEncoding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  for (const coding of ['br', 'gzip'] as const) if (weightOf(coding) > 0) return coding;
  return null;
}
