import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { PRE_PAINT_ATTRIBUTES, welcomeCss } from './src/features/welcome/welcomeCss.ts';
import { mantineUseId } from './vite/mantineUseId.ts';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Runs right after the pre-rendered screen has been parsed, as a second inline script: at a saved wallet's page it
 * fills in the pre-rendered heading and shows it (first-screen.js leaves the wallet's name and address: the page's
 * largest text, Lighthouse's largest contentful paint, now comes with the first paint instead of the app), then it
 * inserts the app's stylesheet into <head> without blocking the first paint (the welcome screen's own rules are
 * inline, and main.tsx renders only once it has loaded, so nothing shows unstyled), and asks for the runtime
 * configuration now rather than after ~180 KB of modules have loaded and run (main.tsx takes the answer). In the
 * pre-paint script instead, this work held the parser before the welcome text (bench firstPaint: text in the DOM).
 * Then it moves the app's modules out of their <template>, after the frame that paints the pre-rendered screen (see
 * prerenderWelcome).
 */
function startLoadingApp(stylesheets: readonly string[]): string {
  return `(() => {
  // A saved wallet's page: its heading, 'Wallet <name>' over the address, filled in and shown (first-screen.js
  // found the wallet). As text: a name is never markup.
  const account = window.fwalletFirstScreenAccount;
  delete window.fwalletFirstScreenAccount;
  if (account) {
    for (const [slot, text] of [['name', account.name], ['address', account.address]])
      for (const element of document.querySelectorAll('[data-account-' + slot + ']')) element.textContent = text;
    document.documentElement.setAttribute('data-first-screen', 'account');
  }
  for (const href of ${JSON.stringify(stylesheets)}) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('data-app-styles', '');
    link.onload = link.onerror = () => link.setAttribute('data-settled', '');
    document.head.append(link);
  }
  const config = fetch('/runtime-config.json', { cache: 'no-store' });
  config.catch(() => {});
  window.fwalletRuntimeConfig = config;
  const modules = document.getElementById('app-modules');
  const load = () => {
    if (!modules?.isConnected) return;
    document.body.append(document.importNode(modules.content, true));
    modules.remove();
  };
  // After the frame that paints the pre-rendered screen, whole or its frame (or a quarter second, in a tab that
  // paints no frames).
  requestAnimationFrame(() => setTimeout(load));
  setTimeout(load, 250);
  // Done: the page keeps no inline script in its body (an injected one would stand out).
  document.currentScript?.remove();
})();`;
}

/**
 * Puts the welcome screen, rendered with react-dom/server, into index.html's #root, so a newcomer sees it before
 * ~180 KB of JavaScript has loaded (first paint near a static page's: BENCHMARKS.md, firstPaint). It is hidden by CSS unless the
 * pre-paint script finds the user at `/` with no saved wallets (src/features/welcome/first-screen.js).
 *
 * Its CSS goes inline: the rules of the app's stylesheet that its markup can use, picked by Beasties (welcomeCss:
 * selectors matched against the rendered page, with any value of the attributes the pre-paint script sets, so both
 * colour schemes and directions stay), taken from the built stylesheet, so they cannot drift from it. The full
 * stylesheet (~250 KB, all of Mantine) no longer blocks rendering: a second inline script, after the pre-rendered
 * screen, inserts it into <head> after them (startLoadingApp), keeping the stylesheet's cascade order ahead of
 * Mantine's own <style> in #root; main.tsx waits for it before rendering. Beasties only picks the rules: its own
 * ways of loading the rest (its `preload` modes) each add an onload handler or another inline script, which the
 * CSP would then have to admit.
 *
 * The pre-paint code (public/color-scheme.js and first-screen.js) is inlined as ONE script: fetched, it queued
 * behind the app's modules and held the parser for 100–300 ms. The CSP admits exactly the inline scripts by
 * their hashes, which the wallet server computes from index.html (server/inlineScriptHashes.ts); no
 * 'unsafe-inline'. Anyone else sees the screen's frame (header and side menu's box; `[data-welcome-only]` hidden)
 * until the app renders: a returning user's page, on a phone, was empty for the seconds its files took. `inert`
 * and `aria-hidden` keep the copy out of reach until the app mounts with createRoot, which replaces it in one
 * commit. Not hydration: the real first render differs per user (network badge, banners, saved wallets).
 */
function prerenderWelcome(): Plugin {
  const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8').trim();
  return {
    name: 'fwallet:prerender-welcome',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const server = await createServer({
          configFile: false,
          root: appRoot,
          logLevel: 'error',
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        let markup: string;
        try {
          const mod = await server.ssrLoadModule('/src/app/renderWelcomeScreen.tsx');
          markup = (mod as { renderWelcomeScreen(): string }).renderWelcomeScreen();
        } catch (error) {
          // A module on the welcome screen's path that cannot run outside a browser must not break every
          // build: the app still works without the pre-render, only slower to first paint (bench: firstPaint).
          this.warn(`welcome screen NOT pre-rendered: ${error instanceof Error ? error.message : error}`);
          return html;
        } finally {
          await server.close();
        }
        const root = '<div id="root"></div>';
        const colorScheme = '<script src="/color-scheme.js"></script>';
        if (!html.includes(root) || !html.includes(colorScheme))
          throw new Error('prerender: index.html lacks an empty #root or the colour-scheme script');
        const stylesheetTags = [...html.matchAll(/\s*<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g)];
        const stylesheets = stylesheetTags.map((m) => m[1] ?? '');
        const css = new Map(
          stylesheets.map((href) => {
            const asset = bundle?.[href.replace(/^\//, '')];
            if (asset?.type !== 'asset') throw new Error(`prerender: ${href} is not in the build`);
            const source =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return [href, source] as const;
          }),
        );
        // The app's modules wait in a <template> at the end of the body (inert: neither fetched nor run, the
        // preload scanner skips it) until startLoadingApp moves them into the document, after the frame that
        // paints the pre-rendered screen (the welcome screen, or its frame for anyone else). Left in the page,
        // they were fetched during the first paint and, on a fast connection, run ahead of it: a ~200 ms task on a
        // phone before the welcome screen showed, and Lighthouse's simulated first contentful paint counted their
        // whole download (0.8 s when the paint came first, 1.9 s when it did not; `npm run bench -- lighthouse`).
        const modules = [
          ...html.matchAll(/\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g),
        ].map((m) => m[0]);
        for (const tag of [...stylesheetTags.map((m) => m[0]), ...modules]) html = html.replace(tag, '');
        html = html
          .replace(
            '</body>',
            () =>
              `<template id="app-modules">${modules.join('')}</template>` +
              `<script>\n${startLoadingApp(stylesheets)}\n</script>\n  </body>`,
          )
          .replace(
            root,
            () =>
              `<div id="root"><div data-prerendered="welcome" inert aria-hidden="true">${markup}</div></div>`,
          );
        // Taken from the finished page, so the pre-paint script's attributes and the wrapper's count too.
        const inlineCss = await welcomeCss(html, css, PRE_PAINT_ATTRIBUTES);
        if (inlineCss === '')
          throw new Error('prerender: no CSS rule of the stylesheet applies to the welcome screen');
        if (/<\/style/i.test(inlineCss)) throw new Error('prerender: the stylesheet contains "</style"');
        return html.replace(
          colorScheme,
          () =>
            '<style>#root>[data-prerendered]{display:none}' +
            'html[data-first-screen] #root>[data-prerendered]{display:block}' +
            'html[data-first-screen=shell] [data-welcome-only]{visibility:hidden}' +
            'html:not([data-first-screen=account]) [data-account-only],' +
            `html[data-first-screen=account] [data-welcome-only]{display:none}${inlineCss}</style>\n    ` +
            `<script>\n${read('./public/color-scheme.js')}\n${read('./src/features/welcome/first-screen.js')}\n</script>`,
        );
      },
    },
  };
}

/**
 * Writes `.vite/chunks.json` into the build: every JavaScript chunk with its static imports and the modules it
 * holds (repository-relative ids, rendered bytes before minification; modules tree-shaken to nothing are left
 * out), and for the app's own modules, which modules import them.
 * `npm test` reads it to check that the first load of `/` holds no lazily loaded area (server/initialScripts.ts).
 */
function chunkReport(): Plugin {
  const repo = fileURLToPath(new URL('../..', import.meta.url));
  const moduleName = (id: string) => {
    const pkg = id.lastIndexOf('/node_modules/');
    if (pkg !== -1) return id.slice(pkg + 1);
    return id.startsWith('/') ? relative(repo, id) : id.replace(/^\0/, '');
  };
  return {
    name: 'fwallet:chunk-report',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((chunk) => {
        if (chunk.type !== 'chunk') return [];
        const ids = Object.keys(chunk.modules).filter((id) => (chunk.modules[id]?.renderedLength ?? 0) > 0);
        return [
          {
            file: chunk.fileName,
            imports: chunk.imports,
            modules: Object.fromEntries(
              ids.map((id) => [moduleName(id), chunk.modules[id]?.renderedLength ?? 0]),
            ),
            // Who imports each of the app's own modules, so a failing check can say how one got in.
            importers: Object.fromEntries(
              ids
                .filter((id) => id.includes('/apps/wallet/src/'))
                .map((id) => [moduleName(id), (this.getModuleInfo(id)?.importers ?? []).map(moduleName)]),
            ),
          },
        ];
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    mantineUseId(),
    prerenderWelcome(),
    chunkReport(),
    VitePWA({
      // An update waits for the user ('new version' prompt): a reload must never cut a transaction short.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'color-scheme.js'],
      manifest: {
        name: 'fWallet — Fantom Opera wallet',
        short_name: 'fWallet',
        description: 'A non-custodial wallet for the Fantom Opera chain: send, receive and stake FTM.',
        theme_color: '#1969ff',
        background_color: '#242424',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,wasm,webmanifest}'],
        navigateFallback: '/index.html',
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        runtimeCaching: [
          {
            // Where the local stack lives: fresh when online, the last known answer offline.
            urlPattern: ({ url }) => url.pathname === '/runtime-config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'runtime-config', networkTimeoutSeconds: 2 },
          },
        ],
      },
    }),
    // Every text file of the build also as .br and .gz beside it, made once here: the wallet server sends the one
    // the browser accepts (server/startWalletServer.ts) instead of compressing on the fly.
    compression({
      include: /\.(html|css|js|mjs|json|webmanifest|svg|txt|wasm)$/,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The first load is one chunk of ~570 KB before gzip; `npm test` holds it to its budget (200 KB gzip).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // What the first load of any page needs, in one chunk. Split along the dynamic imports' lines (rolldown's
        // default), the same modules came as ~35 files whose requests queued on HTTP/1.1's six connections and
        // cost the main thread ~3 ms each (bench: firstPaint, app mounted).
        // And what an account page adds to it (its layout, its history and what they import), where a returning
        // user lands, in few files: split along the dynamic imports' lines that was 65 files, each a <link
        // rel=modulepreload> the app inserted in its first task and a request queued behind the six connections.
        // Grouped by the pages that share them (entriesAware: a page loads only what it uses), groups under 16 KB
        // merged into their nearest: 22 files of about the same bytes (bench: lighthouse, the account page; each
        // link the preload inserts costs its main thread ~2.5 ms under DevTools, ~0.5–1.5 ms without). At 8 KB it
        // was 29 files; at 22 KB and over, the governance page got ~20 KB brotli it does not use.
        // The cost: a page opened directly at its address may load a group it needs only in part (staking also
        // gets the look-alike table, ~38 KB brotli).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'account',
              test: /src[\\/]features[\\/](account[\\/]AccountLayout|history[\\/]AccountHistoryPage)\.tsx$/,
              entriesAware: true,
              entriesAwareMergeThreshold: 16000,
            },
          ],
        },
      },
    },
  },
  // JSON modules as one default export, parsed with JSON.parse when over 10 KB, instead of an object literal with a
  // named export per key: the look-alike table (unhomoglyph, 6,311 keys) was copied key by key into a CommonJS
  // object when the account page loaded it (its chunk's evaluation 49–83 → 17–31 ms unthrottled, BENCHMARKS.md).
  json: { namedExports: false },
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
