import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * What points at documents outside the repository, which a reader of the repository cannot open: the shared
 * reference and spec folders, numbered spec sections, the errata, numbered issues. (Written so that this file
 * does not match itself.)
 */
export const OUTSIDE_REFERENCE_PATTERNS: readonly RegExp[] = [
  /shared\/(?:reference|spec)\b/,
  /\bspec [0-9] ?§/,
  /\bERRAT[A]\b/,
  /\bissue [0-9]+\b/i,
];

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/**
 * Every anchor a markdown page offers: one per heading (ATX `#` and setext `===`/`---`; a repeated heading
 * gets `-1`, `-2` …, as on GitHub), and explicit `id`/`name` attributes. Headings inside code fences do not
 * count.
 */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const add = (text: string) => {
    const base = slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  };
  const lines = markdown.split(/\r?\n/);
  let fence: string | null = null;
  lines.forEach((line, i) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence !== null) return;
    for (const m of line.matchAll(/\b(?:id|name)="([^"]+)"/g)) if (m[1]) anchors.add(m[1]);
    const atx = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) {
      add(atx[1] ?? '');
      return;
    }
    const next = lines[i + 1];
    const text = line.trim();
    if (next !== undefined && /^ {0,3}(?:=+|-+)[ \t]*$/.test(next) && text !== '' && !/^[-*+>|#]/.test(text))
      add(text);
  });
  return anchors;
}

export interface DocLink {
  file: string;
  line: number;
  /** The target as written, e.g. `docs/staking.md#lock-days`. */
  text: string;
  /** Path of the target page from the repository root. */
  page: string;
  anchor: string | undefined;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/**
 * The links a file makes into the repository's pages: `docs/<page>.md` and `docs/<page>.md#<anchor>` anywhere
 * (comments, strings, test titles, prose), `<path>.md#<anchor>` where the path from the root is one of
 * `pages`, and, in markdown, relative links `[…](page.md#anchor)` and `[…](#anchor)`.
 */
export function linksIn(file: string, text: string, pages: ReadonlySet<string>): DocLink[] {
  const links: DocLink[] = [];
  const push = (index: number, written: string, page: string, anchor: string | undefined) =>
    links.push({ file, line: lineOf(text, index), text: written, page, anchor });
  for (const m of text.matchAll(/(?<![\w-])docs\/([\w.-]+?\.md)(?:#([\w-]+))?/g)) {
    push(m.index, m[0], `docs/${m[1]}`, m[2]);
  }
  for (const m of text.matchAll(/(?<![\w/.-])((?:[\w.-]+\/)*[\w.-]+\.md)#([\w-]+)/g)) {
    const page = m[1] ?? '';
    if (!page.startsWith('docs/') && pages.has(page)) push(m.index, m[0], page, m[2]);
  }
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]*))?\)/g)) {
      const target = m[1] ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
      if (target !== '' && !target.endsWith('.md') && m[2] === undefined) continue;
      const page = target === '' ? file : normalize(join(dirname(file), target)).replaceAll('\\', '/');
      push(m.index, `(${m[1] ?? ''}${m[2] === undefined ? '' : `#${m[2]}`})`, page, m[2]);
    }
  }
  return links;
}

/** Why a link does not lead anywhere: its page is not in the repository, or the page has no such heading. */
export function brokenLinks(
  links: readonly DocLink[],
  readPage: (page: string) => string | undefined,
): string[] {
  const anchors = new Map<string, Set<string> | undefined>();
  const anchorsFor = (page: string) => {
    if (!anchors.has(page)) {
      const text = readPage(page);
      anchors.set(page, text === undefined ? undefined : anchorsOf(text));
    }
    return anchors.get(page);
  };
  return links.flatMap((link) => {
    const where = `${link.file}:${link.line} ${link.text}`;
    if (!link.page.endsWith('.md'))
      return readPage(link.page) === undefined ? [`${where}: no such file`] : [];
    const found = anchorsFor(link.page);
    if (found === undefined) return [`${where}: no page ${link.page}`];
    if (link.anchor !== undefined && !found.has(link.anchor))
      return [`${where}: ${link.page} has no heading for #${link.anchor}`];
    return [];
  });
}

/** Each line of `text` that points outside the repository, as `file:line: the line`. */
export function outsideReferencesIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      OUTSIDE_REFERENCE_PATTERNS.some((pattern) => pattern.test(line))
        ? [`${file}:${i + 1}: ${line.trim().slice(0, 160)}`]
        : [],
    );
}

/** The repository's tracked files that exist in the working tree and hold text (not binary). */
export function trackedTextFiles(repo: string): Map<string, string> {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = new Map<string, string>();
  for (const file of listed.stdout.split('\0')) {
    const path = join(repo, file);
    if (file === '' || !existsSync(path) || !statSync(path).isFile()) continue;
    const text = readFileSync(path, 'utf8');
    if (!text.includes('\0')) files.set(relative(repo, path).replaceAll('\\', '/'), text);
  }
  return files;
}
