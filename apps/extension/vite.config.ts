import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineUseId } from '../wallet/vite/mantineUseId.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The extension's pages: the wallet's UI built again from its sources with this package's entry (src/pages),
 * which hands in its own signers and storage. No PWA service worker (its register module is replaced by one
 * that registers nothing) and no inline script: the pre-paint colour-scheme script stays a file, taken from
 * the wallet's public folder. scripts/build.ts builds the background and content scripts separately.
 */
export default defineConfig({
  root: here('.'),
  base: '/',
  publicDir: here('../wallet/public'),
  plugins: [react(), mantineUseId()],
  resolve: {
    alias: { 'virtual:pwa-register/react': here('src/pages/noServiceWorker.ts') },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 2000,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { index: here('index.html') } },
  },
  worker: { format: 'es' },
});
