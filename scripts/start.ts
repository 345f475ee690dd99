// `npm start`: builds the wallet, starts the local stack and prints every URL it serves.
// Ctrl-C (or SIGTERM) stops every process it started.
import { spawnSync } from 'node:child_process';
import { startStack } from './stack/startStack.ts';

const args = new Set(process.argv.slice(2));
const portArg = process.argv.find((a) => a.startsWith('--port='));

const build = spawnSync('npm', ['run', 'build', '-w', 'apps/wallet', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('Building the wallet failed; see the output above.');
  process.exit(1);
}

const stack = await startStack({
  walletPort: portArg ? Number(portArg.slice('--port='.length)) : 5173,
  log: (line) => console.log(line),
});
if (args.has('--fresh')) console.log('(--fresh: starting from a new chain state)');
console.log('\nfWallet local stack is running:');
for (const [name, url] of Object.entries(stack.urls)) console.log(`  ${name.padEnd(10)} ${url}`);
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
