import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { criticalCss } from './criticalCss.ts';

const page = (body: string) =>
  `<html lang="en" dir="ltr" data-mantine-color-scheme="dark"><body>${body}</body></html>`;

describe('criticalCss', () => {
  it('keeps the rules whose classes, ids and attributes occur, in their order', () => {
    const css =
      '.a{color:red}.gone{color:blue}#main{margin:0}.a[data-variant=light]{x:1}.a[data-variant="filled"]{x:2}' +
      ".a[data-variant^=fi]{x:3}.a[data-disabled]{x:4}.b .a[title='a&b']{x:5}";
    expect(
      criticalCss(
        css,
        page('<main id="main"><p class="a b" data-variant="light" title="a&amp;b">x</p></main>'),
      ),
    ).toBe(
      ".a{color:red}#main{margin:0}.a[data-variant=light]{x:1}.a[data-variant^=fi]{x:3}.b .a[title='a&b']{x:5}",
    );
  });

  it('keeps the rules of both colour schemes and both directions (set before first paint: any value counts)', () => {
    const css =
      ':root{--v:1}:root[data-mantine-color-scheme=dark]{--c:#000}:root[data-mantine-color-scheme=light]{--c:#fff}' +
      '[dir=rtl] .a{margin-right:0}:where([dir=rtl]) .a{x:var(--v)}.a:where([data-mantine-color-scheme=light] *){color:var(--c)}';
    const prePaint = ['data-mantine-color-scheme', 'dir'];
    expect(criticalCss(css, page('<p class="a">x</p>'), prePaint)).toBe(css);
    // Without them, only the values written in the page count (here dark and ltr).
    expect(criticalCss(css, page('<p class="a">x</p>'))).toBe(
      ':root{--v:1}:root[data-mantine-color-scheme=dark]{--c:#000}:where([dir=rtl]) .a{x:var(--v)}' +
        '.a:where([data-mantine-color-scheme=light] *){color:var(--c)}',
    );
  });

  it('counts the attributes the pre-paint script sets', () => {
    const css = 'html[data-first-screen=welcome] .a{display:block}';
    expect(criticalCss(css, page('<p class="a">x</p>'))).toBe('');
    expect(criticalCss(css, page('<p class="a">x</p>'), ['data-first-screen'])).toBe(css);
  });

  it('keeps the selectors of a list that may match, and ignores what functional pseudo-classes need', () => {
    const css = '.gone,.a{x:1}.a:not(.gone):is(.other,.also-gone)::before{x:2}.gone:hover{x:3}';
    expect(criticalCss(css, page('<p class="a">x</p>'))).toBe(
      '.a{x:1}.a:not(.gone):is(.other,.also-gone)::before{x:2}',
    );
  });

  it('filters inside media, supports and layer blocks and drops them when empty', () => {
    const css =
      '@media (min-width:48em){.a{x:1}.gone{x:2}}@media print{.gone{x:3}}' +
      '@layer mantine{@supports (display:grid){.a{x:4}}.gone{x:5}}@layer base,mantine;@font-face{font-family:F}';
    expect(criticalCss(css, page('<p class="a">x</p>'))).toBe(
      '@media (min-width:48em){.a{x:1}}@layer mantine{@supports (display:grid){.a{x:4}}}@layer base,mantine;@font-face{font-family:F}',
    );
  });

  it('leaves out custom properties that nothing on the page reads', () => {
    const css =
      ':root{--used:1px;--chained:var(--used);--unused:2px;--by-style:3px;--by-page-style:4px}' +
      '.a{margin:var(--chained)}.b{--unused-too:0}';
    expect(
      criticalCss(
        css,
        page(
          '<p class="a b" style="padding:var(--by-style)">x</p><style>p{top:var(--by-page-style)}</style>',
        ),
      ),
    ).toBe(
      ':root{--used:1px;--chained:var(--used);--by-style:3px;--by-page-style:4px}.a{margin:var(--chained)}',
    );
  });

  it('keeps keyframes only when a kept rule names them', () => {
    const css =
      '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}.a{animation:spin 1s}.gone{animation:fade 1s}';
    expect(criticalCss(css, page('<p class="a">x</p>'))).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}.a{animation:spin 1s}',
    );
  });

  it('is not confused by braces, commas and brackets in strings, comments and url()', () => {
    const css =
      '/* .a{ } */.a::before{content:"}{,"}.gone[title="a]b"]{x:1}.a{background:url(data:image/svg+xml;utf8,<svg>{}</svg>)}.b{x:2}';
    expect(criticalCss(css, page('<p class="a b" title="t">x</p>'))).toBe(
      '.a::before{content:"}{,"}.a{background:url(data:image/svg+xml;utf8,<svg>{}</svg>)}.b{x:2}',
    );
  });

  it("takes from Mantine's stylesheet the globals, both schemes' variables and the used components only", () => {
    const require = createRequire(import.meta.url);
    const mantine = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
    const css = criticalCss(
      mantine,
      page(
        '<button class="mantine-focus-auto m_77c9d27d mantine-Button-root" data-variant="filled">Go</button>',
      ),
      ['data-mantine-color-scheme', 'dir'],
    );
    expect(css).toContain('--mantine-color-scheme:');
    expect(css).toMatch(/\[data-mantine-color-scheme=["']?dark["']?\]/);
    expect(css).toMatch(/\[data-mantine-color-scheme=["']?light["']?\]/);
    expect(css).toContain('.m_77c9d27d');
    expect(css).not.toContain('.m_b6d8b162'); // Text, not on this page
    expect(css.length).toBeLessThan(mantine.length / 3);
  });
});
