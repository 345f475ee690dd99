import unhomoglyph from 'unhomoglyph';
import { hiddenCharacterName, isBidiControl } from './hiddenCharacterName.ts';

const SPACE = /[\s\p{Z}]/u;

/**
 * Longer texts are not compared: no token's name is this long, NFKC at most triples a text's length down
 * (Hangul jamo) and the skeleton never shortens one, so such a text cannot read as a known token's.
 */
export const MAX_COMPARED_LENGTH = 256;

/**
 * Unicode TR39's skeleton: NFD, each character replaced by its prototype from the Unicode confusables data
 * (the `unhomoglyph` package), NFD again. Two strings with the same skeleton can be told apart by no reader.
 */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/**
 * What a text reads as, for comparing it with another (SECURITY.md#look-alike-tokens): hidden characters and
 * spaces dropped, NFKC (full-width and stylised letters become plain ones), the confusables skeleton, and case
 * ignored ('wftm' passes for 'WFTM' at a glance), so 'ＦТМ' with a Cyrillic Т reads as 'ftrn', as 'FTM' does.
 * Empty for a text longer than MAX_COMPARED_LENGTH visible characters.
 */
export function readingKey(text: string): string {
  const visible = Array.from(text)
    .filter((char) => hiddenCharacterName(char.codePointAt(0) ?? 0) === null && !SPACE.test(char))
    .join('');
  if (visible.length > MAX_COMPARED_LENGTH) return '';
  return skeleton(skeleton(visible.normalize('NFKC')).toLowerCase());
}

/**
 * Every way a text may read: as stored, and, when it carries direction controls, also backwards, since an
 * override such as U+202E shows 'MTF' as 'FTM'. Empty readings (a text of hidden characters only) are left out.
 */
export function readingKeys(text: string): string[] {
  const keys = [readingKey(text)];
  if (Array.from(text).some((char) => isBidiControl(char.codePointAt(0) ?? 0)))
    keys.push(readingKey(Array.from(text).reverse().join('')));
  return keys.filter((key, i) => key !== '' && keys.indexOf(key) === i);
}
