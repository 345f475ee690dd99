import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initialScripts } from './initialScripts.ts';

let dir = '';

async function build(html: string, chunks: unknown): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'wallet-build-'));
  await mkdir(join(dir, '.vite'));
  await writeFile(join(dir, 'index.html'), html);
  if (chunks !== undefined) await writeFile(join(dir, '.vite', 'chunks.json'), JSON.stringify(chunks));
  return dir;
}

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const chunk = (file: string, imports: string[], modules: Record<string, number> = {}) => ({
  file,
  imports,
  modules,
  importers: Object.fromEntries(Object.keys(modules).map((id) => [id, ['apps/wallet/src/main.tsx']])),
});

describe('initialScripts', () => {
  it('follows the module scripts, modulepreloads and their static imports, never the lazy chunks', async () => {
    const dist = await build(
      '<script>inline()</script><link rel="modulepreload" crossorigin href="/assets/b.js">' +
        '<script type="module" crossorigin src="/assets/app.js"></script>',
      [
        chunk('assets/app.js', ['assets/b.js', 'assets/c.js'], { 'apps/wallet/src/main.tsx': 120 }),
        chunk('assets/b.js', []),
        chunk('assets/c.js', ['assets/d.js']),
        chunk('assets/d.js', [], { 'node_modules/react/index.js': 40 }),
        chunk('assets/Staking.js', ['assets/app.js'], { 'apps/wallet/src/features/staking/X.tsx': 9 }),
      ],
    );
    const scripts = initialScripts(dist);
    expect(scripts.map((s) => s.file).sort()).toEqual([
      'assets/app.js',
      'assets/b.js',
      'assets/c.js',
      'assets/d.js',
    ]);
    expect(scripts.find((s) => s.file === 'assets/d.js')).toEqual({
      file: 'assets/d.js',
      modules: { 'node_modules/react/index.js': 40 },
      importers: { 'node_modules/react/index.js': ['apps/wallet/src/main.tsx'] },
    });
  });

  it('fails clearly without a chunk report or when index.html loads a chunk the report lacks', async () => {
    const missing = await build('<script type="module" src="/assets/app.js"></script>', undefined);
    expect(() => initialScripts(missing)).toThrow(/chunks\.json is missing/);
    const stale = await build('<script type="module" src="/assets/app.js"></script>', [
      chunk('assets/x.js', []),
    ]);
    expect(() => initialScripts(stale)).toThrow(/assets\/app\.js, which the chunk report does not list/);
  });
});
