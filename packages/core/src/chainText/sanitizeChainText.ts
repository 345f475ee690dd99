import { hiddenCharacterName } from './hiddenCharacterName.ts';

/** A piece of chain text: visible text, or a hidden character shown as a mark with its short name. */
export type ChainTextPart = { text: string } | { hidden: string; codePoint: number };

/** Text from the chain or the API made safe to show (SECURITY.md#text-from-the-chain). */
export interface ChainText {
  /** What to show: at most `maxLength` characters, the last one an ellipsis when the text was cut. */
  shown: readonly ChainTextPart[];
  /** Whether the text was cut (the whole of it on demand: sanitise it again with an unbounded `maxLength`). */
  truncated: boolean;
  /** Whether the shown part carries a hidden character (a direction control, a zero-width or other invisible one). */
  hasHidden: boolean;
  /** `shown` as one string without its hidden characters, for accessible names, titles and labels. */
  plain: string;
}

export interface SanitizeChainTextOptions {
  /** Characters as a reader counts them (grapheme clusters); a hidden character's mark counts as one. */
  maxLength: number;
  /** Keeps line breaks and tabs (proposal descriptions); elsewhere they are marked like other hidden characters. */
  multiline?: boolean;
}

export const ELLIPSIS = '…';

/** Combining marks kept on one character: enough for any script's stacked accents, not for a smear over a page. */
export const MAX_MARKS_PER_CHARACTER = 4;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const EXTENDED_PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const COMBINING_MARK = /\p{M}/u;
const LETTER = /[\p{L}\p{M}]/u;
const LATIN_GREEK_CYRILLIC = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const WAVING_BLACK_FLAG = 0x1f3f4;

let segmenter: Intl.Segmenter | undefined;

/**
 * The one sanitiser every text from the chain or the API passes before it is shown (token names and symbols,
 * validator names, proposal names and descriptions, names from the name registry): hidden characters become
 * visible marks, a pile of combining marks is thinned, and the text is capped at `maxLength` with an ellipsis.
 * It never throws, never changes a visible character, and reads no further into the text than the cap needs.
 *
 * Hidden characters stay where an ordinary text needs them: a zero-width joiner inside an emoji sequence, a
 * zero-width non-joiner between letters of the scripts that use it (Arabic, Persian, Indic), the tags of a
 * subdivision flag, and line breaks and tabs in multi-line text.
 */
export function sanitizeChainText(raw: string, options: SanitizeChainTextOptions): ChainText {
  const maxLength = Math.max(1, Math.floor(options.maxLength));
  const units = toUnits(raw, options.multiline === true, maxLength + 1);
  const truncated = units.length > maxLength;
  const shown = merge(truncated ? [...units.slice(0, maxLength - 1), { text: ELLIPSIS }] : units);
  let plain = '';
  let hasHidden = false;
  for (const part of shown) {
    if ('text' in part) plain += part.text;
    else hasHidden = true;
  }
  return { shown, truncated, hasHidden, plain };
}

/** Up to `limit` units: a character as a reader counts it, or one hidden character's mark. */
function toUnits(raw: string, multiline: boolean, limit: number): ChainTextPart[] {
  if (PRINTABLE_ASCII.test(raw)) return Array.from(raw.slice(0, limit), (text) => ({ text }));
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  const units: ChainTextPart[] = [];
  for (const { segment, index } of segmenter.segment(raw)) {
    if (units.length >= limit) break;
    const cluster = Array.from(segment, (char) => char.codePointAt(0) ?? 0);
    let text = '';
    let marks = 0;
    let at = index;
    cluster.forEach((codePoint, i) => {
      const here = at;
      at += codePoint > 0xffff ? 2 : 1;
      const name = hiddenCharacterName(codePoint);
      if (name !== null && !isExpected(codePoint, cluster, i, raw, here, at, multiline)) {
        if (text !== '') units.push({ text });
        text = '';
        units.push({ hidden: name, codePoint });
        return;
      }
      if (i > 0 && COMBINING_MARK.test(String.fromCodePoint(codePoint))) {
        marks += 1;
        if (marks > MAX_MARKS_PER_CHARACTER) return;
      }
      text += String.fromCodePoint(codePoint);
    });
    if (text !== '') units.push({ text });
  }
  return units;
}

/** Whether a hidden character is doing the ordinary job it has in this place of the text. */
function isExpected(
  codePoint: number,
  cluster: readonly number[],
  i: number,
  raw: string,
  start: number,
  end: number,
  multiline: boolean,
): boolean {
  if (multiline && (codePoint === 0x0a || codePoint === 0x0d || codePoint === 0x09)) return true;
  const first = cluster[0] ?? 0;
  if (codePoint === ZWJ)
    return isPictographic(first) && cluster.slice(i + 1).some((next) => isPictographic(next));
  if (codePoint === ZWNJ)
    return usesJoinControls(codePointBefore(raw, start)) && usesJoinControls(raw.codePointAt(end));
  if (codePoint >= 0xe0020 && codePoint <= 0xe007f)
    return first === WAVING_BLACK_FLAG && cluster.slice(1).every((c) => c >= 0xe0020 && c <= 0xe007f);
  return false;
}

function codePointBefore(raw: string, at: number): number | undefined {
  if (at === 0) return undefined;
  const low = raw.charCodeAt(at - 1);
  return low >= 0xdc00 && low <= 0xdfff && at >= 2 ? raw.codePointAt(at - 2) : low;
}

function isPictographic(codePoint: number): boolean {
  return EXTENDED_PICTOGRAPHIC.test(String.fromCodePoint(codePoint));
}

/** A letter of a script that writes zero-width non-joiners (not Latin, Greek or Cyrillic, which never need one). */
function usesJoinControls(codePoint: number | undefined): boolean {
  if (codePoint === undefined) return false;
  const char = String.fromCodePoint(codePoint);
  return LETTER.test(char) && !LATIN_GREEK_CYRILLIC.test(char);
}

function merge(units: readonly ChainTextPart[]): ChainTextPart[] {
  const parts: ChainTextPart[] = [];
  for (const unit of units) {
    const last = parts[parts.length - 1];
    if ('text' in unit && last !== undefined && 'text' in last)
      parts[parts.length - 1] = { text: last.text + unit.text };
    else parts.push(unit);
  }
  return parts;
}
