import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_MATCHES,
  EXTENSION_PAGES_CSP,
  type Manifest,
  POPUP_PAGE,
} from '../src/manifest/buildManifest.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const archive = join(root, `fwallet-extension-${version}.zip`);

let files: Record<string, Uint8Array>;
let manifest: Manifest;
const text = (path: string) => new TextDecoder().decode(files[path]);

beforeAll(() => {
  // `npm test` builds it in its build stage; run alone, this test builds it first.
  if (!existsSync(archive)) {
    const built = spawnSync('npx', ['tsx', 'scripts/build.ts', '--quiet'], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}${built.stderr}`);
  }
  files = unzipSync(new Uint8Array(readFileSync(archive)));
  manifest = JSON.parse(text('manifest.json')) as Manifest;
}, 180_000);

describe('the release archive (docs/extension.md#package)', () => {
  it('is Manifest V3 with a module service worker and the popup on the select-accounts page', () => {
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.version).toBe(version);
    expect(manifest.background).toEqual({ service_worker: 'background.js', type: 'module' });
    expect(manifest.action.default_popup).toBe(POPUP_PAGE);
    expect(POPUP_PAGE).toBe('index.html#/eip-select-accounts/popup');
  });

  it('asks for storage and activeTab only, no host permissions, nothing web-accessible', () => {
    expect(manifest.permissions).toEqual(['storage', 'activeTab']);
    expect(manifest).not.toHaveProperty('host_permissions');
    expect(manifest).not.toHaveProperty('optional_host_permissions');
    expect(manifest).not.toHaveProperty('web_accessible_resources');
    expect(manifest).not.toHaveProperty('externally_connectable');
  });

  it("keeps the pages' CSP exactly at script-src 'self' 'wasm-unsafe-eval'; object-src 'self'", () => {
    expect(manifest.content_security_policy).toEqual({
      extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'",
    });
    expect(EXTENSION_PAGES_CSP).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|http/);
  });

  it('runs a relay (isolated) and the provider (main world) at document_start, top frame, https and local pages', () => {
    expect(CONTENT_MATCHES).toEqual(['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*']);
    expect(manifest.content_scripts).toEqual([
      expect.objectContaining({
        js: ['relay.js'],
        world: 'ISOLATED',
        run_at: 'document_start',
        all_frames: false,
      }),
      expect.objectContaining({
        js: ['provider.js'],
        world: 'MAIN',
        run_at: 'document_start',
        all_frames: false,
      }),
    ]);
    for (const script of manifest.content_scripts) expect(script.matches).toEqual(CONTENT_MATCHES);
  });

  it('holds every file the manifest and the pages refer to', () => {
    const referenced = [
      manifest.background.service_worker,
      POPUP_PAGE.split('#')[0] ?? '',
      ...manifest.content_scripts.flatMap((s) => s.js),
      ...Object.values(manifest.icons),
      ...Object.values(manifest.action.default_icon),
    ];
    const html = text('index.html');
    const fromHtml = [...html.matchAll(/(?:src|href)="\/?([^"]+)"/g)].map((m) => m[1] ?? '');
    const fromCss = Object.keys(files)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => [
        ...text(f).matchAll(/["'`]\/?(assets\/[\w.-]+\.(?:js|css|wasm|svg|png|woff2?))["'`]/g),
      ])
      .map((m) => m[1] ?? '');
    const missing = [...referenced, ...fromHtml, ...fromCss].filter((path) => !(path in files));
    expect(fromHtml.length).toBeGreaterThan(2);
    expect(missing).toEqual([]);
  });

  it('loads no code from the network and has no inline script', () => {
    const html = text('index.html');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/(?:src|href)="https?:/);
    const remote = Object.keys(files)
      .filter((f) => f.endsWith('.js'))
      .filter((f) =>
        /\bimport\s*\(\s*["'`]https?:|\bfrom\s*["'`]https?:|importScripts\s*\(\s*["'`]https?:/.test(text(f)),
      );
    expect(remote).toEqual([]);
  });

  it('has no runtime config and no PWA service worker', () => {
    expect(Object.keys(files)).not.toContain('runtime-config.json');
    expect(
      Object.keys(files).filter((f) => /(^|\/)(sw|workbox-[\w-]+|registerSW)\.js$|webmanifest$/.test(f)),
    ).toEqual([]);
  });

  it("has the popup paint from what its HTML preloads: React and the UI kit, and only the windows' styles", () => {
    // docs/extension.md#package: the popup opens within twice a static page's time only if its first paint waits
    // for neither a chain of imports nor the UI kit's full stylesheet (the transaction window and the full wallet
    // load that one with their own code).
    const html = text('index.html');
    const attribute = (tag: string) => /href="\/([^"]+)"/.exec(tag)?.[1] ?? '';
    const preloaded = (html.match(/<link rel="modulepreload"[^>]*>/g) ?? []).map(attribute);
    const styles = (html.match(/<link rel="stylesheet"[^>]*>/g) ?? []).map(attribute);
    expect(preloaded.some((file) => /\bcreateRoot\b/.test(text(file)))).toBe(true);
    expect(preloaded.some((file) => /mantine-color-scheme/.test(text(file)))).toBe(true);
    expect(styles.length).toBeGreaterThan(0);
    const styleBytes = styles.reduce(
      (sum, file) => sum + (files[file]?.length ?? Number.POSITIVE_INFINITY),
      0,
    );
    expect(styleBytes).toBeLessThan(64 * 1024);
    // Few files, not the ~35 the default split made of the same code: each chrome-extension:// request costs
    // the page a few ms (scripts/build.ts, firstLoadGroups).
    expect(preloaded.length).toBeLessThanOrEqual(3);
    const pages = Object.keys(files).find((f) => /^assets\/renderPages-[\w-]+\.js$/.test(f)) ?? '';
    const pagesImports = text(pages).match(/from\s*"\.\/[^"]+\.js"/g) ?? [];
    expect(pagesImports.length).toBeGreaterThan(0);
    expect(pagesImports.length).toBeLessThanOrEqual(3);
  });

  it('keeps the service worker free of import(), which service workers may not use', () => {
    expect(text('background.js')).not.toMatch(/\bimport\s*\(/);
  });
});
