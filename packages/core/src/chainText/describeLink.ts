import { hiddenCharacterName } from './hiddenCharacterName.ts';

/** A link in chain text as the wallet shows it (SECURITY.md#links-in-chain-text). */
export interface LinkDescription {
  /**
   * What the browser opens, and the link's whole text: the parsed URL's `href`, with the host in ASCII (punycode
   * for an international name) and anything hidden in the path percent-encoded.
   */
  href: string;
  /** The host the browser will contact, in ASCII. */
  host: string;
  /** A label of the host as written mixes letters of several scripts ('fаntom' with a Cyrillic а). */
  mixedScript: boolean;
}

/**
 * Scripts that letters of a host name are sorted into; a letter of any other script counts as 'Other'. Each is a
 * Unicode Script property, so the data is the platform's.
 */
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Cherokee',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Thai',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Ethiopic',
  'Coptic',
  'Lisu',
  'Vai',
  'Canadian_Aboriginal',
  'Tifinagh',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

/** Script sets one label may combine (Unicode TR39's 'highly restrictive' level): Latin with the CJK scripts. */
const ALLOWED_TOGETHER: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** The WHATWG URL parser every target runtime has; core's `lib` has no DOM, so only what is used is typed. */
const UrlParser = (
  globalThis as unknown as { URL: new (url: string) => { href: string; host: string; protocol: string } }
).URL;

const LETTER = /\p{L}/u;
const LABEL_SEPARATOR = /[.\u3002\uff0e\uff61]/u;

function scriptOf(letter: string): string {
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'Other';
}

/** Whether one label of a host, as written, mixes the letters of scripts that are not written together. */
export function isMixedScriptLabel(label: string): boolean {
  const scripts = new Set<string>();
  for (const char of label.normalize('NFKC')) if (LETTER.test(char)) scripts.add(scriptOf(char));
  if (scripts.size < 2) return false;
  return !ALLOWED_TOGETHER.some((allowed) => [...scripts].every((script) => allowed.has(script)));
}

/** The host part of a URL as written (between `//` and the path, without user info and port). */
function writtenHost(raw: string): string {
  const afterScheme = raw.slice(raw.indexOf('//') + 2);
  const authority = afterScheme.split(/[/?#\\]/u, 1)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/u, '');
  return Array.from(host)
    .filter((char) => hiddenCharacterName(char.codePointAt(0) ?? 0) === null)
    .join('');
}

/**
 * How a URL found in chain text is shown (SECURITY.md#links-in-chain-text): only an http: or https: URL is a link;
 * it shows exactly what the browser will open, built from the parsed URL, and says whether its host, as written,
 * mixes scripts. Null for anything else (`javascript:`, text that does not parse).
 */
export function describeLink(raw: string): LinkDescription | null {
  let url: InstanceType<typeof UrlParser>;
  try {
    url = new UrlParser(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const mixedScript = writtenHost(raw).split(LABEL_SEPARATOR).some(isMixedScriptLabel);
  return { href: url.href, host: url.host, mixedScript };
}
