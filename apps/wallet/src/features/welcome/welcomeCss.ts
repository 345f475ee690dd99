// Build-time only (vite.config.ts, prerender plugin): picks from the app's stylesheet the rules the pre-rendered
// welcome screen can use, so they go inline into index.html and the full stylesheet stops blocking first paint.
import Beasties from 'beasties';
import postcss from 'postcss';

/**
 * The attributes the pre-paint script (public/color-scheme.js, first-screen.js) sets on <html> before first paint:
 * their values are not known at build time, so every value counts.
 */
export const PRE_PAINT_ATTRIBUTES = ['data-first-screen', 'data-mantine-color-scheme', 'dir'] as const;

/** Marks the <style> Beasties fills, to tell it from the <style> elements Mantine renders into the markup. */
const MARK = 'data-welcome-css';

/** Beasties' <style> element (a domhandler node; the DOM's Node type in its declarations). */
type StyleElement = Parameters<Beasties['getCssAsset']>[1];
type NormalizeSelector = (this: Beasties, selector: string) => string;
/**
 * Beasties strips a selector's pseudo-classes with this method before it asks whether the document has a match.
 * A method of the class, so a subclass can change the check, but not in its type declarations: checked here, so
 * that an upgrade renaming it fails the build instead of quietly dropping the light scheme (the tests too).
 */
const normalizeSelector = (Beasties.prototype as unknown as { normalizeCssSelector?: NormalizeSelector })
  .normalizeCssSelector;
if (typeof normalizeSelector !== 'function')
  throw new Error('beasties no longer has normalizeCssSelector: welcomeCss.ts needs another selector hook');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Beasties, told about the pre-paint attributes: a selector's test of such an attribute's value
 * (`[data-mantine-color-scheme=light]`, `[dir=rtl]`) becomes a test of its presence, and <html> carries each of
 * them, so the rules of both colour schemes and both directions stay. The stylesheets come from the build's
 * bundle, not from disk (the build has not written them yet).
 */
class WelcomeBeasties extends Beasties {
  readonly #sheets: ReadonlyMap<string, string>;
  readonly #valueTest: RegExp;
  readonly #rootOnly: RegExp;

  constructor(sheets: ReadonlyMap<string, string>, prePaintAttributes: readonly string[]) {
    super({
      additionalStylesheets: [...sheets.keys()],
      // The page has no <link> to it (the plugin inserts the stylesheet from a script, startLoadingApp), and
      // Mantine's own <style> elements in the markup stay as they are.
      external: false,
      reduceInlineStyles: false,
      // Nothing is written back: the full stylesheet stays whole, the app needs all of it once it renders.
      pruneSource: false,
      // The app has no web fonts: no @font-face to inline or preload.
      inlineFonts: false,
      preloadFonts: false,
      keyframes: 'critical',
      logLevel: 'warn',
    });
    this.#sheets = sheets;
    const names = prePaintAttributes.map(escapeRegExp).join('|') || '(?!)';
    this.#valueTest = new RegExp(`\\[\\s*(${names})\\s*[~|^$*]?=[^\\]]*\\]`, 'gi');
    this.#rootOnly = new RegExp(`^\\s*(?:html|:root)?(?:\\[(?:${names})\\])+\\s*$`, 'i');
  }

  override async getCssAsset(href: string, style: StyleElement): Promise<string | undefined> {
    (style as unknown as { setAttribute(name: string, value: string): void }).setAttribute(MARK, '');
    return this.#sheets.get(href);
  }

  normalizeCssSelector(selector: string): string {
    const presence = selector.replace(this.#valueTest, '[$1]');
    // A selector of <html> alone (`:root[data-mantine-color-scheme=dark]`, a scheme's variables): Beasties looks
    // for matches below <html> and would drop it, yet the pre-paint script gives <html> these attributes.
    if (this.#rootOnly.test(presence)) return '*';
    return (normalizeSelector as NormalizeSelector).call(this, presence);
  }
}

/**
 * The rules of `stylesheets` (href → CSS) that can apply to `html`, the finished page, in their order: what
 * Beasties keeps (selectors matched against the page's elements, pseudo-classes ignored; keyframes that kept
 * rules name), with any value of `prePaintAttributes` on <html> counting.
 */
export async function welcomeCss(
  html: string,
  stylesheets: ReadonlyMap<string, string>,
  prePaintAttributes: readonly string[] = PRE_PAINT_ATTRIBUTES,
): Promise<string> {
  const page = html.replace(/<html\b([^>]*)>/i, (tag, attributes: string) => {
    const missing = prePaintAttributes.filter(
      (a) => !new RegExp(`\\s${escapeRegExp(a)}[\\s=>]`, 'i').test(`${attributes}>`),
    );
    return missing.length === 0 ? tag : `<html${attributes} ${missing.join(' ')}>`;
  });
  const out = await new WelcomeBeasties(stylesheets, prePaintAttributes).process(page);
  const kept = new RegExp(`<style ${MARK}(?:="")?>([\\s\\S]*?)</style>`).exec(out)?.[1] ?? '';
  return withoutUnreadCustomProperties(kept, html);
}

/** The custom properties a CSS text reads (`var(--name`), where it reads them. */
const reads = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] as string);

/**
 * `css` without the custom properties (`--name: …`) that nothing reads: neither a declaration that is not itself a
 * custom property (of `css` or of the <style> elements in `page`, Mantine's own), nor a style attribute of `page`,
 * nor, in turn, a custom property that is read. The rules the screen uses set 527 of them (Mantine's `:root`: every
 * shade of every palette); 85 are read, and the rest made half of the inline CSS (39 → 16 KB; index.html 59 → 37
 * KB, 10 → 7 KB brotli) that a phone downloads, parses and resolves before the first paint. The app renders only once
 * the full stylesheet, with all of them, has loaded (main.tsx). Rules left empty go too.
 */
export function withoutUnreadCustomProperties(css: string, page: string): string {
  const root = postcss.parse(css);
  const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
  const pageSheets = [...page.matchAll(styleElement)].map(([, text]) => postcss.parse(text ?? ''));
  const read = new Set(reads(page.replace(styleElement, '')));
  const setters = new Map<string, string[]>();
  for (const sheet of [root, ...pageSheets])
    sheet.walkDecls((decl) => {
      if (!decl.prop.startsWith('--')) for (const name of reads(decl.value)) read.add(name);
      else setters.set(decl.prop, [...(setters.get(decl.prop) ?? []), decl.value]);
    });
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of setters.get(name) ?? [])
      for (const next of reads(value))
        if (!read.has(next)) {
          read.add(next);
          pending.push(next);
        }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  // Rules first, then the at-rules (@media) they may have been all of.
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.nodes?.length === 0) rule.remove();
  });
  return root.toString();
}
