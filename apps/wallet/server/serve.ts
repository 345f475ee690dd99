// Serves the built wallet alone: `npm run serve -w apps/wallet` (PORT, default 5173; no local stack: mainnet default).
import { fileURLToPath } from 'node:url';
import { startWalletServer } from './startWalletServer.ts';

const server = await startWalletServer({
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
  port: Number(process.env.PORT ?? 5173),
  runtimeConfig: { defaultNetwork: 'mainnet' },
});
console.log(`Wallet: ${server.url}`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
