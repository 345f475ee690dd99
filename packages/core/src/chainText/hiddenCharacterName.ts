/**
 * Characters that change how text reads without showing themselves (SECURITY.md#text-from-the-chain): the
 * bidirectional controls that reorder what follows them, and the zero-width and other invisible characters that
 * split or pad a word. The names are the short ones Unicode uses, so a mark can say which one it was.
 */
const NAMED: ReadonlyMap<number, string> = new Map([
  // Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), marks.
  [0x202a, 'LRE'],
  [0x202b, 'RLE'],
  [0x202c, 'PDF'],
  [0x202d, 'LRO'],
  [0x202e, 'RLO'],
  [0x2066, 'LRI'],
  [0x2067, 'RLI'],
  [0x2068, 'FSI'],
  [0x2069, 'PDI'],
  [0x200e, 'LRM'],
  [0x200f, 'RLM'],
  [0x061c, 'ALM'],
  // Zero-width and invisible characters.
  [0x200b, 'ZWSP'],
  [0x200c, 'ZWNJ'],
  [0x200d, 'ZWJ'],
  [0x2060, 'WJ'],
  [0xfeff, 'ZWNBSP'],
  [0x00ad, 'SHY'],
  [0x034f, 'CGJ'],
  [0x180e, 'MVS'],
  [0x2028, 'LSEP'],
  [0x2029, 'PSEP'],
  [0x0009, 'TAB'],
  [0x000a, 'LF'],
  [0x000d, 'CR'],
]);

/** Invisible characters without a well-known short name: shown by their code point. */
const UNNAMED_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x001f], // C0 controls
  [0x007f, 0x009f], // DEL and C1 controls
  [0x115f, 0x1160], // Hangul fillers
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x2061, 0x2064], // invisible operators
  [0x206a, 0x206f], // deprecated format characters
  [0x3164, 0x3164], // Hangul filler
  [0xffa0, 0xffa0], // half-width Hangul filler
  [0xfff9, 0xfffb], // interlinear annotation
  [0x1d173, 0x1d17a], // musical format characters
  [0xe0000, 0xe007f], // tags
];

/** The bidirectional controls: text carrying one may display in another order than it is stored. */
export function isBidiControl(codePoint: number): boolean {
  return (
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069) ||
    codePoint === 0x200e ||
    codePoint === 0x200f ||
    codePoint === 0x061c
  );
}

/**
 * The short name of a hidden character ('RLO', 'ZWSP', or 'U+E0041' for one without a short name), or null for a
 * character that shows itself.
 */
export function hiddenCharacterName(codePoint: number): string | null {
  if (codePoint >= 0x20 && codePoint < 0x7f) return null;
  const named = NAMED.get(codePoint);
  if (named !== undefined) return named;
  for (const [from, to] of UNNAMED_RANGES)
    if (codePoint >= from && codePoint <= to)
      return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return null;
}
