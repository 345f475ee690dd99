// Build-time only (vite.config.ts, prerender plugin): picks from the app's stylesheet the rules the pre-rendered
// welcome screen can use, so they go inline into index.html and the full stylesheet stops blocking first paint.
import Beasties from 'beasties';

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
  return new RegExp(`<style ${MARK}(?:="")?>([\\s\\S]*?)</style>`).exec(out)?.[1] ?? '';
}
