// Runs the devnet alone: npx tsx services/devnet/src/cli/devnet.ts [--fresh] [--rpc-port=8545] [--faucet-port=8546]
// [--data-dir=.data/devnet] [--epoch-interval-ms=60000]. Ctrl-C stops anvil by its PID.
import { startDevnet } from '../startDevnet.ts';

function arg(name: string): string | undefined {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit?.slice(name.length + 3);
}

const started = Date.now();
const devnet = await startDevnet({
  rpcPort: Number(arg('rpc-port') ?? 8545),
  faucetPort: Number(arg('faucet-port') ?? 8546),
  dataDir: arg('data-dir') ?? '.data/devnet',
  fresh: process.argv.includes('--fresh'),
  epochIntervalMs: Number(arg('epoch-interval-ms') ?? 60_000),
  log: (line) => {
    if (!line.startsWith('[anvil]')) console.log(line);
  },
});
console.log(
  `devnet ready in ${Date.now() - started} ms (chain id ${devnet.deployment.chainId}, data in ${devnet.dataDir})`,
);
console.log(`  JSON-RPC      ${devnet.rpcUrl}`);
console.log(`  faucet        POST ${devnet.faucetUrl}/faucet {"address":"0x…","amount":1000}`);
console.log(`  time travel   POST ${devnet.faucetUrl}/time-travel {"days":7}`);
console.log(`  seal epoch    POST ${devnet.faucetUrl}/seal-epoch`);
console.log(`  deployment    ${devnet.faucetUrl}/deployment.json`);
console.log(`  validators    ${devnet.faucetUrl}/validators.json`);
console.log('WARNING: the development mnemonic is PUBLIC; use its accounts on this local chain only.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    devnet.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
