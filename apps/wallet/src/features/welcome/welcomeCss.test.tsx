import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MantineProvider, Modal, Stepper, Table } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWelcomeScreen } from '../../app/renderWelcomeScreen.tsx';
import { welcomeCss, withoutUnreadCustomProperties } from './welcomeCss.ts';

// The page as the prerender plugin hands it over: index.html's <html> (the pre-paint script sets the attributes
// again before first paint) around the rendered markup.
const page = (body: string) =>
  `<!doctype html><html lang="en" dir="ltr" data-mantine-color-scheme="dark"><head></head><body><div id="root">${body}</div></body></html>`;
const inline = (css: string, body: string, prePaint?: readonly string[]) =>
  welcomeCss(page(body), new Map([['/assets/app.css', css]]), prePaint);

/** Selector lists and at-rule preludes of a CSS text, in order. */
const preludes = (css: string) => [...css.matchAll(/(?<=^|[{};])\s*([^{};]+)\{/g)].map((m) => m[1]?.trim());

describe('welcomeCss', () => {
  it("keeps the rules whose selectors match the page, in the stylesheet's order, and no others", async () => {
    const css =
      '.a{color:red}.gone{color:blue}#main{margin:0}.a[data-variant=light]{x:1}.a[data-variant=filled]{x:2}' +
      '.b .a{x:3}.gone .a{x:4}.a:hover{x:5}.gone,.a>span{x:6}';
    expect(
      preludes(
        await inline(
          css,
          '<main id="main" class="b"><p class="a" data-variant="light"><span>x</span></p></main>',
        ),
      ),
    ).toEqual(['.a', '#main', '.a[data-variant=light]', '.b .a', '.a:hover', '.a>span']);
  });

  it('keeps the rules of both colour schemes and both directions: the pre-paint script sets them', async () => {
    const css =
      ':root[data-mantine-color-scheme=dark]{--c:#000}:root[data-mantine-color-scheme=light]{--c:#fff}' +
      '[dir=rtl] .a{margin-right:0}[data-mantine-color-scheme=light] .a{color:var(--c)}' +
      'html[data-first-screen=welcome] .a{display:block}[data-mantine-color-scheme=light] .gone{x:1}';
    expect(preludes(await inline(css, '<p class="a">x</p>'))).toEqual([
      ':root[data-mantine-color-scheme=dark]',
      ':root[data-mantine-color-scheme=light]',
      '[dir=rtl] .a',
      '[data-mantine-color-scheme=light] .a',
      'html[data-first-screen=welcome] .a',
    ]);
    // Beasties alone keeps none of them: it looks for matches below <html> (not <html> itself, where the scheme's
    // variables go), and only for the values written in the page (dark, ltr, no first-screen mark).
    expect(preludes(await inline(css, '<p class="a">x</p>', []))).toEqual([]);
  });

  it('filters inside media blocks and keeps only the keyframes that kept rules name', async () => {
    const css =
      '@media (min-width:48em){.a{x:1}.gone{x:2}}@media print{.gone{x:3}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}.a{animation:spin 1s}.gone{animation:fade 1s}';
    const kept = await inline(css, '<p class="a">x</p>');
    expect(preludes(kept)).toEqual(['@media (min-width:48em)', '.a', '@keyframes spin', 'to', '.a']);
    expect(kept).not.toContain('fade');
  });

  it("takes from Mantine's stylesheet the welcome screen's rules for both schemes, none of other screens'", async () => {
    const require = createRequire(import.meta.url);
    const mantine = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
    const welcome = renderWelcomeScreen();
    const css = await inline(mantine, `<div data-prerendered="welcome">${welcome}</div>`);

    expect(css).toContain('--mantine-color-scheme:');
    expect(css).toMatch(/:root\[data-mantine-color-scheme=["']?dark["']?\]\{[^}]*--mantine-color-body:/);
    expect(css).toMatch(/:root\[data-mantine-color-scheme=["']?light["']?\]\{[^}]*--mantine-color-body:/);
    expect(css).toMatch(/\[dir=["']?rtl["']?\]/);
    const classes = (html: string) => new Set([...html.matchAll(/\bm_[0-9a-f]{8}\b/g)].map((m) => m[0]));
    // Every component class of the welcome screen that Mantine styles has its rules inline.
    const styled = [...classes(welcome)].filter((c) => mantine.includes(`.${c}`));
    expect(styled.length).toBeGreaterThan(5);
    for (const c of styled) expect(css).toContain(`.${c}`);
    // Components that only lazily loaded areas render bring nothing.
    const elsewhere = renderToString(
      <MantineProvider>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>x</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Stepper active={0}>
          <Stepper.Step label="x" />
        </Stepper>
        <Modal opened onClose={() => {}} withinPortal={false} title="x">
          x
        </Modal>
      </MantineProvider>,
    );
    const others = [...classes(elsewhere)].filter((c) => !classes(welcome).has(c));
    expect(others.length).toBeGreaterThan(5);
    for (const c of others) expect(css).not.toContain(`.${c}`);
    expect(css.length).toBeLessThan(mantine.length / 5);
    // Of the palettes, only what the screen reads: Mantine's grape and lime go, the scheme's body colour stays.
    expect(css).not.toContain('--mantine-color-grape-');
    expect(css).not.toContain('--mantine-color-lime-');
  });
});

describe('withoutUnreadCustomProperties', () => {
  it('keeps the custom properties a declaration, the page or another kept property reads; drops the rest', () => {
    const css =
      ':root{--a:1px;--b:var(--c);--c:2px;--unread:3px;--chain:var(--also-unread);--e:1px;--f:2px}' +
      '.x{margin:var(--a);--local:var(--b)}.y{padding:var(--local)}.only-vars{--gone:1}' +
      '@media (min-width:1px){.z{--gone-too:1}}@media (min-width:2px){.w{--d:4px}}';
    // Mantine's own <style> in the markup: its declarations read, its custom properties set (and read if read).
    const page =
      '<style data-mantine-styles="true">:root{--set-here:var(--e);--unread-here:var(--f)}.q{top:var(--set-here)}</style>' +
      '<p class="x y w" style="width:var(--d)">x</p>';
    expect(withoutUnreadCustomProperties(css, page)).toBe(
      ':root{--a:1px;--b:var(--c);--c:2px;--e:1px}' +
        '.x{margin:var(--a);--local:var(--b)}.y{padding:var(--local)}' +
        '@media (min-width:2px){.w{--d:4px}}',
    );
  });

  it('reads fallbacks and nested var() too', () => {
    const css = ':root{--f:1;--g:2;--h:3}.x{margin:var(--none,var(--f)) calc(var( --g ) * 2)}';
    expect(withoutUnreadCustomProperties(css, '')).toBe(
      ':root{--f:1;--g:2}.x{margin:var(--none,var(--f)) calc(var( --g ) * 2)}',
    );
  });
});
