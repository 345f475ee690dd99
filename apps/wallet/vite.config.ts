import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Puts the welcome screen, rendered with react-dom/server, into index.html's #root, so a newcomer sees its text
 * before ~180 KB of JavaScript has loaded (issue 9: first paint within 2× a static page). It is hidden by CSS
 * unless the pre-paint script finds the user at `/` with no saved wallets (src/features/welcome/first-screen.js).
 * That script and the colour-scheme one (public/color-scheme.js) are inlined as ONE script: fetched, they queued
 * behind the app's ~30 module requests and held the parser for 100–300 ms. The CSP admits exactly this script by
 * its hash, which the wallet server computes from index.html (server/inlineScriptHashes.ts); no 'unsafe-inline'.
 * Anyone else sees a blank page until the app renders, as before. `inert` and `aria-hidden` keep the copy out of
 * reach until the app mounts with createRoot, which replaces it in one commit. Not hydration: the real first
 * render differs per user (network badge, banners, saved wallets).
 */
function prerenderWelcome(): Plugin {
  const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8').trim();
  return {
    name: 'fwallet:prerender-welcome',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
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
        // The two small scripts that run before first paint come first: a classic script waits for every
        // stylesheet above it, so the ~250 KB stylesheet goes after them and the parser reaches the pre-rendered
        // text while it downloads (it still blocks rendering, so nothing shows unstyled). The app's ~30 modules go to the end of the body, so on HTTP/1.1's six connections they queue behind
        // what the first paint needs rather than ahead of it (module scripts run after parsing either way).
        const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0] ?? '';
        const modules = [
          ...html.matchAll(/\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g),
        ].map((m) => m[0]);
        for (const tag of [stylesheet, ...modules]) html = html.replace(tag, '');
        html = html
          .replace('</head>', () => `${stylesheet}\n  </head>`)
          .replace('</body>', () => `${modules.join('')}\n  </body>`);
        return html
          .replace(
            colorScheme,
            () =>
              `<script>\n${read('./public/color-scheme.js')}\n${read('./src/features/welcome/first-screen.js')}\n</script>\n` +
              '    <style>#root>[data-prerendered]{display:none}' +
              'html[data-first-screen=welcome] #root>[data-prerendered]{display:block}</style>',
          )
          .replace(
            root,
            () =>
              `<div id="root"><div data-prerendered="welcome" inert aria-hidden="true">${markup}</div></div>`,
          );
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    prerenderWelcome(),
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
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
