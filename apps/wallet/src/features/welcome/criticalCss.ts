// Build-time only (vite.config.ts, prerender plugin): picks from the app's stylesheet the rules the pre-rendered
// welcome screen can use, so they go inline into index.html and the full stylesheet stops blocking first paint.

/**
 * What a document offers to selectors: class names, ids, and each attribute name with the values it has, or
 * 'any' for the attributes a script sets before first paint (their values are not known at build time).
 */
interface DocumentTokens {
  classes: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  attributes: ReadonlyMap<string, ReadonlySet<string> | 'any'>;
}

type CssNode =
  | { kind: 'rule'; selector: string; text: string }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'other'; name: string; text: string };

/** At-rules whose block holds rules: filtered recursively. Any other at-rule is kept or dropped whole. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

/** Index just past the comment, string or url() that starts at `i`, or `i` when none does. */
function skipOpaque(css: string, i: number): number {
  const c = css[i];
  if (c === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end === -1 ? css.length : end + 2;
  }
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (css.startsWith('url(', i) && !/^url\(\s*["']/.test(css.slice(i, i + 6))) {
    const end = css.indexOf(')', i);
    return end === -1 ? css.length : end + 1;
  }
  return i;
}

/** Index of the first `stop` character at nesting depth 0 from `i` (comments, strings and url() skipped). */
function scanTo(css: string, i: number, stops: string): number {
  let depth = 0;
  while (i < css.length) {
    const skipped = skipOpaque(css, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = css[i] ?? '';
    if (depth === 0 && stops.includes(c)) return i;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    i++;
  }
  return css.length;
}

function parse(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const skipped = skipOpaque(css, i);
    if (skipped !== i || /\s/.test(css[i] ?? '')) {
      i = skipped !== i ? skipped : i + 1;
      continue;
    }
    const stop = scanTo(css, i, '{;}');
    const prelude = css.slice(i, stop).trim();
    if (css[stop] !== '{') {
      // A statement (`@layer a, b;`, `@charset …;`) or a stray `}`/`;`.
      if (prelude) nodes.push({ kind: 'other', name: prelude, text: `${prelude};` });
      i = stop + 1;
      continue;
    }
    const close = scanTo(css, stop + 1, '}');
    const body = css.slice(stop + 1, close);
    i = close + 1;
    const atRule = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase();
    if (atRule === undefined) nodes.push({ kind: 'rule', selector: prelude, text: `${prelude}{${body}}` });
    else if (GROUPING_AT_RULES.has(atRule)) nodes.push({ kind: 'group', prelude, children: parse(body) });
    else nodes.push({ kind: 'other', name: prelude, text: `${prelude}{${body}}` });
  }
  return nodes;
}

/** Splits a selector list at its top-level commas. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = scanTo(list, 0, ','); i < list.length; i = scanTo(list, i + 1, ',')) {
    parts.push(list.slice(start, i));
    start = i + 1;
  }
  parts.push(list.slice(start));
  return parts;
}

const IDENT = /^(?:\\.|[\w-]|[\u0080-\uFFFF])+/;

/**
 * Whether `selector` can match something in the document: every class, id and attribute it requires occurs
 * there (for `[name=value]`, with that value). Conservative: type selectors, pseudo-classes and everything inside
 * functional pseudo-classes (`:not()`, `:is()`, `:where()` …) are not checked, so a selector is kept whenever it
 * might apply.
 */
function mayMatch(selector: string, doc: DocumentTokens): boolean {
  let i = 0;
  while (i < selector.length) {
    const c = selector[i];
    if (c === '.' || c === '#') {
      const name = IDENT.exec(selector.slice(i + 1))?.[0] ?? '';
      const unescaped = name.replace(/\\(.)/g, '$1');
      if (!(c === '.' ? doc.classes : doc.ids).has(unescaped)) return false;
      i += 1 + name.length;
    } else if (c === '[') {
      const end = scanTo(selector, i + 1, ']');
      const [, rawName = '', operator, quoted, flag] =
        /^\s*(?:[\w-]*\|)?([\w-]+)\s*(?:([~|^$*]?=)\s*("[^"]*"|'[^']*'|[^\s'"]+)\s*([iIsS])?)?\s*$/.exec(
          selector.slice(i + 1, end),
        ) ?? [];
      const values = doc.attributes.get(rawName.toLowerCase());
      if (values === undefined) return false;
      // Only an exact, case-sensitive value is compared; the other operators need just the attribute.
      const value = quoted?.replace(/^(["'])(.*)\1$/, '$2');
      if (operator === '=' && flag === undefined && values !== 'any' && !values.has(value ?? ''))
        return false;
      i = end + 1;
    } else if (c === ':') {
      i += selector[i + 1] === ':' ? 2 : 1;
      i += IDENT.exec(selector.slice(i))?.[0].length ?? 0;
      if (selector[i] === '(') i = scanTo(selector, i + 1, ')') + 1;
    } else if (c === '"' || c === "'") {
      i = skipOpaque(selector, i);
    } else {
      i++;
    }
  }
  return true;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };
const decode = (value: string) =>
  value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, e: string) => ENTITIES[e] ?? '');

/** Class names, ids and attributes (with their values) of every tag in `html` (as react-dom/server writes it). */
function tokensOf(html: string, extraAttributes: readonly string[]): DocumentTokens {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const attributes = new Map<string, Set<string> | 'any'>(
    extraAttributes.map((a) => [a.toLowerCase(), 'any']),
  );
  for (const tag of html.matchAll(/<[a-zA-Z][\w-]*((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    for (const attr of (tag[1] ?? '').matchAll(
      /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      const name = (attr[1] ?? '').toLowerCase();
      const value = decode(attr[2] ?? attr[3] ?? attr[4] ?? '');
      const values = attributes.get(name) ?? new Set<string>();
      if (values !== 'any') attributes.set(name, values.add(value));
      if (name === 'class') for (const cls of value.split(/\s+/)) if (cls) classes.add(cls);
      if (name === 'id' && value) ids.add(value);
    }
  }
  return { classes, ids, attributes };
}

function keep(nodes: CssNode[], doc: DocumentTokens): CssNode[] {
  return nodes.flatMap((node): CssNode[] => {
    if (node.kind === 'rule') {
      // Only the selectors of the list that may match: the others cannot style anything on the page.
      const selector = splitSelectors(node.selector)
        .filter((s) => mayMatch(s, doc))
        .join(',');
      return selector
        ? [{ kind: 'rule', selector, text: `${selector}${node.text.slice(node.selector.length)}` }]
        : [];
    }
    if (node.kind === 'group') {
      const children = keep(node.children, doc);
      return children.length > 0 ? [{ ...node, children }] : [];
    }
    return [node];
  });
}

function serialize(nodes: CssNode[]): string {
  return nodes.map((n) => (n.kind === 'group' ? `${n.prelude}{${serialize(n.children)}}` : n.text)).join('');
}

/** A rule body's declarations, split at its top-level semicolons. */
function declarations(body: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = scanTo(body, 0, ';'); start < body.length; i = scanTo(body, i + 1, ';')) {
    if (body.slice(start, i).trim()) parts.push(body.slice(start, i));
    start = i + 1;
  }
  return parts;
}

const customProperty = (declaration: string) => /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];
const references = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] ?? '');

/**
 * Drops the declarations of custom properties that nothing on the page reads: Mantine declares a few hundred
 * (every colour of every palette, for both schemes), and each one is inherited by every element. Read means
 * named in a `var()` of a kept rule, of the page (its `style` attributes and `<style>` elements), or of a custom
 * property that is itself read.
 */
function pruneCustomProperties(nodes: CssNode[], html: string): CssNode[] {
  const rules: Array<{ kind: 'rule'; selector: string; text: string }> = [];
  const collect = (list: CssNode[]) => {
    for (const n of list)
      if (n.kind === 'rule') rules.push(n);
      else if (n.kind === 'group') collect(n.children);
  };
  collect(nodes);
  const bodyOf = (text: string) => text.slice(text.indexOf('{') + 1, -1);
  const read = new Set(references(html));
  const values = new Map<string, string[]>();
  for (const rule of rules)
    for (const d of declarations(bodyOf(rule.text))) {
      const name = customProperty(d);
      if (name === undefined) for (const r of references(d)) read.add(r);
      else values.set(name, [...(values.get(name) ?? []), d]);
    }
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop())
    for (const d of values.get(name) ?? [])
      for (const r of references(d))
        if (!read.has(r)) {
          read.add(r);
          pending.push(r);
        }
  const prune = (list: CssNode[]): CssNode[] =>
    list.flatMap((n): CssNode[] => {
      if (n.kind === 'group') {
        const children = prune(n.children);
        return children.length > 0 ? [{ ...n, children }] : [];
      }
      if (n.kind !== 'rule') return [n];
      const kept = declarations(bodyOf(n.text)).filter((d) => {
        const name = customProperty(d);
        return name === undefined || read.has(name);
      });
      return kept.length > 0 ? [{ ...n, text: `${n.selector}{${kept.join(';')}}` }] : [];
    });
  return prune(nodes);
}

/**
 * The rules of `css` that can apply to `html`, in their original order, so the cascade among them is the
 * stylesheet's own: a rule is kept, with the selectors of its list that may match, when such a selector needs
 * only classes, ids and attributes (with their values) that occur in `html`. The attributes in
 * `extraAttributes` are set by a script before first paint: any value of theirs counts, so the rules for both
 * colour schemes (`[data-mantine-color-scheme=…]`) and both directions (`[dir=rtl]`) stay. Media, supports,
 * layer and container blocks are filtered inside and dropped when empty;
 * `@keyframes` stay only when a kept rule names them; other at-rules (`@font-face`, `@property`) stay. Custom
 * properties that nothing on the page reads are left out (pruneCustomProperties).
 */
export function criticalCss(css: string, html: string, extraAttributes: readonly string[] = []): string {
  const kept = pruneCustomProperties(keep(parse(css), tokensOf(html, extraAttributes)), html);
  const keyframesName = (n: CssNode) =>
    n.kind === 'other' ? /^@(?:-\w+-)?keyframes\s+([\w-]+)/i.exec(n.name)?.[1] : undefined;
  const rest = serialize(kept.filter((n) => keyframesName(n) === undefined));
  return serialize(
    kept.filter((n) => {
      const name = keyframesName(n);
      return name === undefined || new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`).test(rest);
    }),
  );
}
