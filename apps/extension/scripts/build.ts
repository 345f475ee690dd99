// `npm run build:extension [-- --devnet[=<wallet server URL>]]`: the unpacked extension in dist/ and the release
// archive fwallet-extension-<version>.zip (docs/extension.md#package). With --devnet, the local stack's
// runtime-config.json (from `npm start`'s wallet server, http://127.0.0.1:5173 unless given) goes into dist/
// too, so the extension starts on the devnet; the archive never holds it.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { build, type InlineConfig, type Rolldown } from 'vite';
import { buildManifest } from '../src/manifest/buildManifest.ts';
import { pngIcon } from './pngIcon.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const devnetArg = process.argv.find((a) => a === '--devnet' || a.startsWith('--devnet='));
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

/**
 * The bundler copies an exported constant into every module that reads it: the Public Suffix List's 68 KB label
 * string (tldts) came out three times, 140 KB more in the background and in the pages' chunk.
 */
const NO_CONST_INLINING = { inlineConst: false } as const;

/** One self-contained script: the service worker may not load code with import(), content scripts not at all. */
function script(entry: string, name: string, format: 'es' | 'iife'): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel,
    publicDir: false,
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      reportCompressedSize: false,
      lib: { entry: join(root, entry), formats: [format], name: 'fwallet', fileName: () => `${name}.js` },
      rolldownOptions: { output: { codeSplitting: false }, optimization: NO_CONST_INLINING },
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

async function devnetRuntimeConfig(arg: string): Promise<string> {
  const base = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : 'http://127.0.0.1:5173';
  const url = new URL('/runtime-config.json', base);
  const response = await fetch(url).catch(() => undefined);
  if (!response?.ok) throw new Error(`--devnet: no runtime config at ${url} (is \`npm start\` running?)`);
  return `${JSON.stringify(await response.json(), null, 2)}\n`;
}

/**
 * Which bundle file each module of a page's first load goes to: 'page-kit' for what the entry (main.ts) loads
 * before it runs (UI kit, React, router, catalogue, the storage read), 'page-stores' for what renderPages.tsx
 * loads once chrome.storage.local is read (the stores, the request windows). Left to itself the bundler splits
 * these into ~50 small files by which lazy areas share them (main.ts's top-level await turns its merging off),
 * and each chrome-extension:// request costs a page a few ms (bench: popup opened ~2.9× a static page). Taken
 * from a first, in-memory build with the default split, so each group holds exactly the modules those files
 * held, and each module still runs when it did: the stores only after main.ts has swapped in the extension's
 * storage. The request windows' own code is grouped the same way, per window. What only the full wallet's lazy
 * areas use stays split as before.
 */
async function firstLoadGroups(configFile: string): Promise<Map<string, string>> {
  const result = (await build({
    configFile,
    logLevel: 'warn',
    build: { write: false },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map(
    result.output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const loadedWith = (fileName: string) => {
    const seen = new Set<string>();
    const stack = [...(chunks.get(fileName)?.imports ?? [])];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(chunks.get(next)?.imports ?? []));
    }
    return seen;
  };
  const entry = [...chunks.values()].find((c) => c.isEntry);
  const pages = [...chunks.values()].find(
    (c) => c.facadeModuleId === join(root, 'src/pages/renderPages.tsx'),
  );
  if (!entry || !pages) throw new Error('the extension pages build has no entry or no renderPages chunk');
  const kit = loadedWith(entry.fileName);
  const stores = [...loadedWith(pages.fileName)].filter((file) => !kit.has(file) && file !== entry.fileName);
  const groups = new Map<string, string>();
  for (const file of kit) for (const id of chunks.get(file)?.moduleIds ?? []) groups.set(id, 'page-kit');
  for (const file of stores)
    for (const id of chunks.get(file)?.moduleIds ?? []) groups.set(id, 'page-stores');
  // Each request window's own code (windowPages.ts loads it beside renderPages.tsx) in one file, and what two
  // windows share in one more (the bundler puts that one with the transaction window's): the transaction window
  // alone was ~45 files (bench: site request to approval window shown, 3.4× a static page in a window → 2.5×).
  const windowPages = [...chunks.values()].find(
    (c) => c.facadeModuleId === join(root, 'src/pages/eip/windowPages.ts'),
  );
  if (!windowPages) throw new Error('the extension pages build has no windowPages chunk');
  const firstLoad = new Set([...kit, ...stores, entry.fileName, pages.fileName]);
  const windowFiles = windowPages.dynamicImports.map((file) => ({
    name: `window-${basename(chunks.get(file)?.facadeModuleId ?? file, '.tsx')}`,
    files: [file, ...loadedWith(file)].filter((f) => !firstLoad.has(f)),
  }));
  const usedBy = new Map<string, number>();
  for (const { files } of windowFiles) for (const f of files) usedBy.set(f, (usedBy.get(f) ?? 0) + 1);
  for (const { name, files } of windowFiles)
    for (const file of files)
      for (const id of chunks.get(file)?.moduleIds ?? [])
        groups.set(id, (usedBy.get(file) ?? 0) > 1 ? 'window-shared' : name);
  return groups;
}

// Asked first, so a stack that is not running fails the build at once rather than after it.
const devnetConfig = devnetArg ? await devnetRuntimeConfig(devnetArg) : undefined;
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const pagesConfig = join(root, 'vite.config.ts');
const groups = await firstLoadGroups(pagesConfig);
await build({
  configFile: pagesConfig,
  logLevel,
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: (id) => groups.get(id) ?? null }] } },
      optimization: NO_CONST_INLINING,
    },
  },
});
await build(script('src/background/serviceWorker.ts', 'background', 'es'));
await build(script('src/content/relay.ts', 'relay', 'iife'));
await build(script('src/content/provider.ts', 'provider', 'iife'));
rmSync(join(dist, '.vite'), { recursive: true, force: true });
for (const size of [16, 48, 128]) writeFileSync(join(dist, `icon-${size}.png`), pngIcon(size));
writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(buildManifest(version), null, 2)}\n`);

const archive = join(root, `fwallet-extension-${version}.zip`);
const files = Object.fromEntries(
  filesUnder(dist).map((path) => [relative(dist, path), new Uint8Array(readFileSync(path))]),
);
writeFileSync(archive, zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }));
if (devnetConfig) writeFileSync(join(dist, 'runtime-config.json'), devnetConfig);
console.log(`extension: ${relative(process.cwd(), dist)}/ and ${relative(process.cwd(), archive)}`);
