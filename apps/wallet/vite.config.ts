import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
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
  },
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
