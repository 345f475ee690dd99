import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  brokenLinks,
  linksIn,
  outsideReferencesIn,
  slug,
  trackedTextFiles,
} from './docsLinks/docsLinkChecks.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
// Made-up links are spelled through this constant so the scan of this very file does not find them.
const DOCS = 'docs';

describe('references point inside the repository (docs/README.md)', () => {
  const files = trackedTextFiles(repo);
  const pages = new Set([...files.keys()].filter((f) => f.endsWith('.md')));

  it('every docs/<page>.md#<anchor> (and README anchor) names a page and one of its headings', () => {
    const links = [...files].flatMap(([file, text]) => linksIn(file, text, pages));
    expect(links.filter((l) => l.page.startsWith(`${DOCS}/`)).length).toBeGreaterThan(100);
    expect([...new Set(brokenLinks(links, (page) => files.get(page)))]).toEqual([]);
  });

  it('no tracked file outside docs/ cites a document outside the repository', () => {
    const found = [...files]
      .filter(([file]) => !file.startsWith(`${DOCS}/`))
      .flatMap(([file, text]) => outsideReferencesIn(file, text));
    expect(found).toEqual([]);
  });
});

describe('the checks themselves, on made-up text', () => {
  const page = [
    '# Staking rules',
    '',
    '## Lock days',
    '## Steps and results',
    '## Fee & reserve (FTM)',
    '### `approve(spender, amount)` calls',
    '## Lock days',
    'Setext heading',
    '--------------',
    '```md',
    '## Not a heading',
    '```',
    '<a id="custom-anchor"></a>',
  ].join('\n');
  const made = `${DOCS}/made.md`;
  const read = (p: string) => (p === made ? page : undefined);

  it('slugs headings as GitHub does', () => {
    expect(slug('Lock days')).toBe('lock-days');
    expect(slug('Fee & reserve (FTM)')).toBe('fee--reserve-ftm');
    expect(slug('`approve(spender, amount)` calls')).toBe('approvespender-amount-calls');
    expect(slug('Public API quirks (public-api.md §6) we do not copy')).toBe(
      'public-api-quirks-public-apimd-6-we-do-not-copy',
    );
    expect(slug('[Link text](https://example.org) here')).toBe('link-text-here');
  });

  it('collects each heading once, numbers repeats, skips code fences, keeps explicit ids', () => {
    expect([...anchorsOf(page)].sort()).toEqual(
      [
        'approvespender-amount-calls',
        'custom-anchor',
        'fee--reserve-ftm',
        'lock-days',
        'lock-days-1',
        'setext-heading',
        'staking-rules',
        'steps-and-results',
      ].sort(),
    );
  });

  it('fails on a missing page and on a missing anchor, and accepts existing ones', () => {
    const source = [
      `// ${DOCS}/made.md#lock-days: fine`,
      `describe('rule (${DOCS}/made.md#no-such-heading)', () => {});`,
      `/** ${DOCS}/missing.md#anything and ${DOCS}/made.md */`,
    ].join('\n');
    const links = linksIn('src/example.ts', source, new Set([made]));
    expect(links.map((l) => [l.line, l.page, l.anchor])).toEqual([
      [1, made, 'lock-days'],
      [2, made, 'no-such-heading'],
      [3, `${DOCS}/missing.md`, 'anything'],
      [3, made, undefined],
    ]);
    expect(brokenLinks(links, read)).toEqual([
      `src/example.ts:2 ${DOCS}/made.md#no-such-heading: ${DOCS}/made.md has no heading for #no-such-heading`,
      `src/example.ts:3 ${DOCS}/missing.md#anything: no page ${DOCS}/missing.md`,
    ]);
  });

  it('follows relative markdown links, including same-page anchors', () => {
    const markdown =
      '[a](made.md#lock-days) [b](#steps-and-results) [c](#gone) [d](other.md) [e](https://x.org)';
    const links = linksIn(made, markdown, new Set([made]));
    expect(brokenLinks(links, read)).toEqual([
      `${made}:1 (#gone): ${made} has no heading for #gone`,
      `${made}:1 (other.md): no page ${DOCS}/other.md`,
    ]);
  });

  it('finds outside references', () => {
    const cited = [
      'see shared/' + 'reference/api.md',
      'rule of spec 2 ' + '§5.4',
      'as the ERR' + 'ATA say',
      'fixed in Issue ' + '9',
      'a spec file, issue tracker, errata in lower case',
    ].join('\n');
    expect(outsideReferencesIn('a.ts', cited).map((l) => l.split(':')[1])).toEqual(['1', '2', '3', '4']);
  });
});
