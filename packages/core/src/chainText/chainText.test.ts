import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FSWAP } from '../defi/fswap/FSWAP.ts';
import { createDevnetNetwork } from '../networks/createDevnetNetwork.ts';
import { OPERA_MAINNET } from '../networks/OPERA_MAINNET.ts';
import { registryTokens } from '../networks/registryTokens.ts';
import { createLookalikeCheck, type TokenIdentity } from './createLookalikeCheck.ts';
import { describeLink, isMixedScriptLabel } from './describeLink.ts';
import { hiddenCharacterName, isBidiControl } from './hiddenCharacterName.ts';
import { readingKey, readingKeys } from './readingKeys.ts';
import { type ChainTextPart, ELLIPSIS, sanitizeChainText } from './sanitizeChainText.ts';

const SYMBOL = { maxLength: 16 };
const WHOLE = { maxLength: Number.POSITIVE_INFINITY };
const KB10 = 10 * 1024;
const graphemes = (text: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;
/** What a reader counts in the parts: characters of the text parts, one for each mark. */
const unitsOf = (parts: readonly ChainTextPart[]) =>
  parts.reduce((sum, part) => sum + ('text' in part ? graphemes(part.text) : 1), 0);
/** The parts back as a string, each mark as the character it stands for. */
const rebuilt = (parts: readonly ChainTextPart[]) =>
  parts.map((part) => ('text' in part ? part.text : String.fromCodePoint(part.codePoint))).join('');
const textOf = (parts: readonly ChainTextPart[]) =>
  parts.map((part) => ('text' in part ? part.text : '')).join('');

describe('sanitizeChainText (SECURITY.md#text-from-the-chain)', () => {
  it('marks the right-to-left override that makes MTF read as FTM', () => {
    const text = sanitizeChainText('\u202EMTF', SYMBOL);
    expect(text.shown).toEqual([{ hidden: 'RLO', codePoint: 0x202e }, { text: 'MTF' }]);
    expect(text.plain).toBe('MTF');
    expect(text.hasHidden).toBe(true);
    expect(text.truncated).toBe(false);
  });

  it.each([
    ['LRE', '\u202A'],
    ['RLE', '\u202B'],
    ['PDF', '\u202C'],
    ['LRO', '\u202D'],
    ['LRI', '\u2066'],
    ['RLI', '\u2067'],
    ['FSI', '\u2068'],
    ['PDI', '\u2069'],
    ['LRM', '\u200E'],
    ['RLM', '\u200F'],
    ['ALM', '\u061C'],
    ['ZWSP', '\u200B'],
    ['ZWJ', '\u200D'],
    ['ZWNJ', '\u200C'],
    ['WJ', '\u2060'],
    ['ZWNBSP', '\uFEFF'],
    ['SHY', '\u00AD'],
    ['LF', '\n'],
    ['U+E0041', '\u{E0041}'],
    ['U+0007', '\u0007'],
  ])('marks %s between letters', (name, char) => {
    const text = sanitizeChainText(`F${char}TM`, SYMBOL);
    expect(text.shown).toEqual([
      { text: 'F' },
      { hidden: name, codePoint: char.codePointAt(0) },
      { text: 'TM' },
    ]);
    expect(text.plain).toBe('FTM');
  });

  it('keeps what ordinary text needs: emoji sequences, Persian non-joiners, flags, line breaks in multi-line text', () => {
    for (const ordinary of ['👨‍👩‍👧', '👩🏽‍💻', 'می‌خواهم', 'क्‌ष', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '🗳️✅', 'Ελληνικά', 'Ünïcödé']) {
      const text = sanitizeChainText(ordinary, SYMBOL);
      expect(text.shown, ordinary).toEqual([{ text: ordinary }]);
      expect(text.hasHidden).toBe(false);
    }
    expect(sanitizeChainText('line one\nline\ttwo\r\n', { maxLength: 100, multiline: true }).shown).toEqual([
      { text: 'line one\nline\ttwo\r\n' },
    ]);
    // A joiner outside an emoji sequence, and a non-joiner between Latin letters, are hidden characters.
    expect(sanitizeChainText('a\u200Db', SYMBOL).hasHidden).toBe(true);
    expect(sanitizeChainText('a\u200Cb', SYMBOL).hasHidden).toBe(true);
  });

  it('caps a 10 KB symbol with an ellipsis and keeps the whole of it on demand', () => {
    const raw = 'A'.repeat(KB10);
    const text = sanitizeChainText(raw, SYMBOL);
    expect(text.truncated).toBe(true);
    expect(text.plain).toBe(`${'A'.repeat(15)}${ELLIPSIS}`);
    expect(sanitizeChainText(raw, WHOLE).shown).toEqual([{ text: raw }]);
    // 10 KB of zero-width spaces before a name: the marks count as characters, so the cap holds.
    const padded = sanitizeChainText(`${'\u200B'.repeat(KB10)}FTM`, SYMBOL);
    expect(unitsOf(padded.shown)).toBe(16);
    expect(padded.plain).toBe(ELLIPSIS);
    const whole = sanitizeChainText(`${'\u200B'.repeat(KB10)}FTM`, WHOLE).shown;
    expect(whole.filter((part) => 'hidden' in part)).toHaveLength(KB10);
    expect(textOf(whole)).toBe('FTM');
  });

  it('thins a pile of combining marks on one character to four', () => {
    const text = sanitizeChainText(`Z${'\u0301'.repeat(KB10)}alg`, SYMBOL);
    expect(text.plain).toBe(`Z${'\u0301'.repeat(4)}alg`);
  });

  const anyText = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc
      .array(
        fc.constantFrom(
          'F',
          'T',
          'M',
          ' ',
          '\n',
          '\u202E',
          '\u2066',
          '\u200B',
          '\u200D',
          '\u0301',
          '👨',
          'а',
        ),
        {
          maxLength: 60,
        },
      )
      .map((chars) => chars.join('')),
  );

  it('never lets a direction control or zero-width space through, never shows more than the cap', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 40 }), fc.boolean(), (raw, maxLength, multiline) => {
        const text = sanitizeChainText(raw, { maxLength, multiline });
        const shown = textOf(text.shown);
        const whole = sanitizeChainText(raw, { maxLength: Number.POSITIVE_INFINITY, multiline });
        for (const char of textOf(whole.shown)) {
          const codePoint = char.codePointAt(0) ?? 0;
          expect(isBidiControl(codePoint)).toBe(false);
          expect(codePoint).not.toBe(0x200b);
        }
        expect(unitsOf(text.shown)).toBeLessThanOrEqual(maxLength);
        expect(text.truncated).toBe(unitsOf(whole.shown) > maxLength);
        expect(shown.endsWith(ELLIPSIS) || !text.truncated).toBe(true);
        expect(text.plain).toBe(shown);
      }),
    );
  });

  it('changes no visible character: without combining marks the marked text is the text', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        fc.pre(!/\p{M}/u.test(raw));
        expect(rebuilt(sanitizeChainText(raw, WHOLE).shown)).toBe(raw);
      }),
    );
  });
});

describe('hidden characters', () => {
  it('names the controls and invisible characters, and nothing visible', () => {
    expect(hiddenCharacterName(0x202e)).toBe('RLO');
    expect(hiddenCharacterName(0xe0001)).toBe('U+E0001');
    expect(hiddenCharacterName('A'.codePointAt(0) ?? 0)).toBeNull();
    expect(hiddenCharacterName('а'.codePointAt(0) ?? 0)).toBeNull();
    expect(hiddenCharacterName(0xfe0f)).toBeNull();
  });
});

describe('readingKeys: NFKC and the TR39 confusables skeleton', () => {
  it.each([
    ['FTM', 'FTM'],
    ['Cyrillic Т', 'FТM'],
    ['Greek Τ and Μ', 'FΤΜ'],
    ['full width', 'ＦＴＭ'],
    ['lower case', 'ftm'],
    ['mathematical bold', '𝐅𝐓𝐌'],
    ['a zero-width space', 'F\u200BTM'],
    ['a zero-width joiner', 'FT\u200DM'],
    ['spaces', 'F T M'],
  ])('%s reads as FTM', (_, text) => {
    expect(readingKey(text)).toBe(readingKey('FTM'));
  });

  it('reads a text under a direction override backwards as well', () => {
    expect(readingKeys('\u202EMTF')).toContain(readingKey('FTM'));
    expect(readingKeys('\u2067MTF\u2069')).toContain(readingKey('FTM'));
    expect(readingKeys('MTF')).toEqual([readingKey('MTF')]);
  });

  it('does not compare what no token name is: empty, hidden-only and 10 KB texts', () => {
    expect(readingKeys('')).toEqual([]);
    expect(readingKeys('\u200B\u202E')).toEqual([]);
    expect(readingKeys('F'.repeat(KB10))).toEqual([]);
  });
});

describe('createLookalikeCheck (SECURITY.md#look-alike-tokens)', () => {
  const devnet = createDevnetNetwork({
    apiProviders: [],
    contracts: {
      sfc: '0xFC00FACE00000000000000000000000000000000',
      wftm: '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83',
      sftm: '0x69c744D3444202d35a2783929a0F930f2FBB05ad',
      fusd: '0xAd84341756Bf337f5a0164515b1f6F993D194E1f',
    },
  });
  const tUSDC = {
    address: '0x1000000000000000000000000000000000000001',
    symbol: 'tUSDC',
    name: 'Test USD Coin',
  };
  const tDAI = {
    address: '0x1000000000000000000000000000000000000002',
    symbol: 'tDAI',
    name: 'Test Dai Stablecoin',
  };
  const OTHER = '0xbad0000000000000000000000000000000000001';
  const check = createLookalikeCheck({ registry: registryTokens(devnet), listed: [tUSDC, tDAI] });
  const like = (symbol: string, name: string | null = null, address = OTHER) =>
    check({ address, symbol, name })?.symbol ?? null;

  it.each([
    ['\u202EMTF', 'FTM'],
    ['FTM', 'FTM'],
    ['FТM', 'FTM'],
    ['ＦＴＭ', 'FTM'],
    ['WFTM', 'WFTM'],
    ['WFΤΜ', 'WFTM'],
    ['wftm', 'WFTM'],
    ['W\u200BFTM', 'WFTM'],
    ['\u2066WFTM\u2069', 'WFTM'],
    ['sFTM', 'sFTM'],
    ['ѕFTM', 'sFTM'],
    ['FUSD', 'FUSD'],
    ['tUSDC', 'tUSDC'],
    ['tUЅDC', 'tUSDC'],
    [`${'\u200B'.repeat(KB10)}FTM`, 'FTM'],
  ])('%s at another address passes for %s', (symbol, known) => {
    expect(like(symbol)).toBe(known);
  });

  it('compares names as well as symbols', () => {
    expect(like('XYZ', 'Wrapped Fantom')).toBe('WFTM');
    expect(like('XYZ', 'Fаntom')).toBe('FTM');
    expect(like('XYZ', 'Test USD Coin')).toBe('tUSDC');
  });

  it('leaves the real tokens and unrelated ones alone', () => {
    for (const token of registryTokens(devnet)) expect(check(token)).toBeNull();
    // The devnet's sFTM calls itself SFTM: at the registry's address it is the real one.
    expect(like('SFTM', 'Staked FTM', devnet.contracts.sftm)).toBeNull();
    expect(check(tUSDC)).toBeNull();
    expect(check({ ...tUSDC, address: tUSDC.address.toUpperCase().replace('0X', '0x') })).toBeNull();
    for (const symbol of ['BOO', 'MTF', 'FTMX', 'USDC', 'F'.repeat(KB10), '', '\u202E'])
      expect(like(symbol), symbol).toBeNull();
  });

  it('trusts the registry over the list: a listed fake WFTM is no reference, the real WFTM no look-alike', () => {
    const fake = { address: OTHER, symbol: 'WFTM', name: 'Wrapped Fantom' };
    const withFake = createLookalikeCheck({ registry: registryTokens(OPERA_MAINNET), listed: [fake, tUSDC] });
    expect(withFake(fake)?.address).toBe(OPERA_MAINNET.contracts.wftm);
    expect(withFake({ address: OPERA_MAINNET.contracts.wftm, symbol: 'WFTM' })).toBeNull();
  });

  it('marks both of two listed tokens that read alike: nothing tells which one is real', () => {
    const twin = { address: OTHER, symbol: 'tUSDС', name: 'Test USD Coin' };
    const both = createLookalikeCheck({ registry: registryTokens(devnet), listed: [tUSDC, twin] });
    expect(both(tUSDC)?.address).toBe(OTHER);
    expect(both(twin)?.address).toBe(tUSDC.address);
  });

  it('names the native coin by the FTM pseudo-token, so the DeFi lists’ FTM is no look-alike', () => {
    expect(check({ address: FSWAP.ftmAddress, symbol: 'FTM', name: 'Fantom' })).toBeNull();
  });

  it('never throws, whatever a token calls itself', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        (symbol, name) => {
          const found: TokenIdentity | null = check({ address: OTHER, symbol, name });
          expect(found === null || typeof found.symbol === 'string').toBe(true);
        },
      ),
    );
  });
});

describe('describeLink (SECURITY.md#links-in-chain-text)', () => {
  it('shows the host a reversed text hides', () => {
    const raw = 'https://evil.example/?x=noitadnuof.motnaf//:sptth';
    expect(describeLink(raw)).toEqual({ href: raw, host: 'evil.example', mixedScript: false });
  });

  it('shows a Cyrillic look-alike host in punycode and marks it mixed', () => {
    expect(describeLink('https://fаntom.foundation')).toEqual({
      href: 'https://xn--fntom-4ve.foundation/',
      host: 'xn--fntom-4ve.foundation',
      mixedScript: true,
    });
    expect(describeLink('https://user@fantοm.foundation:8080/x')?.mixedScript).toBe(true);
    expect(describeLink('https://fantom.foundation/аbout')?.mixedScript).toBe(false);
  });

  it('does not mark a host written in one script, nor Latin with Japanese', () => {
    expect(describeLink('https://аррӏе.com')?.mixedScript).toBe(false);
    expect(describeLink('https://аррӏе.com')?.host).toMatch(/^xn--/);
    expect(isMixedScriptLabel('example')).toBe(false);
    expect(isMixedScriptLabel('ドメインname')).toBe(false);
    expect(isMixedScriptLabel('paypaӏ')).toBe(true);
  });

  it('makes links of http and https only', () => {
    for (const raw of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://x.example',
      'https://',
      'not a url',
    ])
      expect(describeLink(raw), raw).toBeNull();
  });

  it('always shows an ASCII href that parses to itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (rest) => {
        const link = describeLink(`https://${rest}`);
        if (link === null) return;
        expect(/^[\x21-\x7e]+$/.test(link.href)).toBe(true);
        expect(new URL(link.href).href).toBe(link.href);
      }),
    );
  });
});
