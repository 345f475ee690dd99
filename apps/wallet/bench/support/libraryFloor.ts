import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startWalletServer, type WalletServer } from '../../server/startWalletServer.ts';

/**
 * The libraries' floor: a page that React and Mantine (the UI kit ARCHITECTURE.md fixes) render with the welcome
 * screen's heading and its 'Create Wallet' button and nothing else, built by Vite with its defaults and served by
 * the wallet server like the wallet. What it costs to load is what any page on these libraries costs on this
 * machine at this moment: beside the wallet's figures in the same run, it tells the app's own share from the
 * libraries' and the machine's (BENCHMARKS.md, 2026-12-01: on a slow machine this page alone scored Lighthouse
 * 94–99 and mounted in ~1.7–1.9× a static page's time). Stop the server to delete the build.
 */
export async function startLibraryFloor(): Promise<WalletServer> {
  const outDir = mkdtempSync(join(tmpdir(), 'fwallet-library-floor-'));
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./libraryFloor', import.meta.url)),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const server = await startWalletServer({ distDir: outDir, runtimeConfig: { defaultNetwork: 'mainnet' } });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
