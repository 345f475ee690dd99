import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitLinks } from './splitLinks.ts';

describe('splitLinks (docs/governance.md#proposal-detail)', () => {
  it('links only http(s) URLs and keeps the rest as text', () => {
    expect(
      splitLinks('See https://fantom.foundation/x?a=1. Or javascript:alert(1) <script>x</script>'),
    ).toEqual([
      { text: 'See ' },
      { url: 'https://fantom.foundation/x?a=1' },
      { text: '. Or javascript:alert(1) <script>x</script>' },
    ]);
    expect(splitLinks('http://a.b/c, and (https://d.e/f)')).toEqual([
      { url: 'http://a.b/c' },
      { text: ', and (' },
      { url: 'https://d.e/f' },
      { text: ')' },
    ]);
  });

  it('finds the URL behind a direction override and a look-alike host as written', () => {
    expect(splitLinks('Read \u202Ehttps://evil.example/?x=noitadnuof.motnaf//:sptth now')).toEqual([
      { text: 'Read \u202E' },
      { url: 'https://evil.example/?x=noitadnuof.motnaf//:sptth' },
      { text: ' now' },
    ]);
    expect(splitLinks('https://fаntom.foundation.')).toEqual([
      { url: 'https://fаntom.foundation' },
      { text: '.' },
    ]);
  });

  it('never links javascript:, data: or a URL that does not parse', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'https://', '<a href="x">y</a>']) {
      expect(splitLinks(text).every((p) => 'text' in p)).toBe(true);
    }
  });

  it('loses nothing and links only http(s) on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.webUrl(), fc.string({ maxLength: 50 }), (a, url, b) => {
        const text = `${a} ${url} ${b}`;
        const parts = splitLinks(text);
        expect(parts.map((p) => ('url' in p ? p.url : p.text)).join('')).toBe(text);
        for (const p of parts) if ('url' in p) expect(p.url).toMatch(/^https?:\/\//i);
      }),
    );
  });
});
