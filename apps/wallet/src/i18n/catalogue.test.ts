import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueFiles, enUS } from './catalogue.ts';

const src = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      enUS,
    );
}

describe('en-US catalogue', () => {
  it('has no top-level key defined by two area files', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const [file, content] of Object.entries(catalogueFiles)) {
      for (const key of Object.keys(content)) {
        const owner = owners.get(key);
        if (owner) clashes.push(`${key}: ${owner} and ${file}`);
        owners.set(key, file);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('has every literal key the app translates', () => {
    const missing: string[] = [];
    for (const file of sources(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) {
        const key = match[1] ?? '';
        // Plural keys live as key_one / key_other.
        if (lookup(key) === undefined && lookup(`${key}_other`) === undefined)
          missing.push(`${key} (${file.slice(src.length)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
