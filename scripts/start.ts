// `npm start`: builds the wallet, starts the local stack and prints every URL it serves.
// Ctrl-C (or SIGTERM) stops every process it started.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startStack } from './stack/startStack.ts';

const args = new Set(process.argv.slice(2));
const portArg = process.argv.find((a) => a.startsWith('--port='));

const build = spawnSync(
  'npm',
  ['run', 'build', '-w', 'apps/wallet', '--silent', '--', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) {
  console.error('Building the wallet failed; see the output above.');
  process.exit(1);
}

// A fresh chain needs a fresh index: the API's embedded database follows the chain it indexed.
if (args.has('--fresh')) rmSync('.data/api', { recursive: true, force: true });
const started = Date.now();
const stack = await startStack({
  walletPort: portArg ? Number(portArg.slice('--port='.length)) : 5173,
  rpcPort: 8545,
  faucetPort: 8546,
  fresh: args.has('--fresh'),
  apiPorts: [4100, 4101],
  apiDataDir: '.data/api',
  bridgePort: 4300,
  farRpcPort: 8547,
  bridgeDataDir: '.data/bridge',
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  // anvil logs every JSON-RPC method it serves; keep the terminal for what a developer needs to see.
  log: (line) => {
    if (!/^\[anvil\] [a-z]+_[A-Za-z]+$/.test(line)) console.log(line);
  },
});
console.log(
  `\nStack ready in ${((Date.now() - started) / 1000).toFixed(1)} s${args.has('--fresh') ? ' (fresh chain)' : ''}.`,
);
const labels: Record<string, string> = {
  wallet: 'Wallet',
  api1: 'GraphQL API',
  api2: 'GraphQL API (replica 2)',
  rpc: 'JSON-RPC (chain id 4003)',
  devnet: 'Devnet HTTP (time travel, validators)',
  faucet: 'Faucet (POST {"address"})',
  bridge: 'Bridge API (to Ethereum and BNB Chain)',
  farRpc: 'Far chain JSON-RPC (Ethereum, chain id 31338)',
};
console.log('\nfWallet local stack is running:');
for (const [name, url] of Object.entries(stack.urls))
  console.log(`  ${(labels[name] ?? name).padEnd(40)} ${url}`);
console.log('\nPress Ctrl-C to stop.');

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  void stack.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
