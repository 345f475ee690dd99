// `npm run bridge`: the local bridge alone, against a devnet already running (`npm run devnet`).
// Options: --opera-rpc=<url> (default http://127.0.0.1:8545), --port=<n> (default 4300), --far-port=<n>
// (default 8547), --data=<dir> (default .data/bridge), --fresh, --test-mode; BRIDGE_BASIC_AUTH=user:password.
import { startBridge } from './startBridge.ts';

const flag = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const auth = process.env.BRIDGE_BASIC_AUTH;
const separator = auth?.indexOf(':') ?? -1;

const bridge = await startBridge({
  operaRpcUrl: flag('opera-rpc') ?? 'http://127.0.0.1:8545',
  port: Number(flag('port') ?? 4300),
  // 0 asks for free ports (the service's own tests).
  ...(flag('far-port') === '0' ? {} : { farRpcPort: Number(flag('far-port') ?? 8547) }),
  dataDir: flag('data') ?? '.data/bridge',
  fresh: process.argv.includes('--fresh'),
  testMode: process.argv.includes('--test-mode'),
  corsOrigins: (flag('cors') ?? 'http://127.0.0.1:5173,http://localhost:5173').split(','),
  ...(auth && separator > 0
    ? { basicAuth: { username: auth.slice(0, separator), password: auth.slice(separator + 1) } }
    : {}),
  log: (line) => console.log(line),
});
console.log(`Bridge API ${bridge.url}`);
console.log(`Far chain JSON-RPC (chain id ${bridge.farChainId}) ${bridge.farRpcUrl}`);
// The test harness reads this line to find the ports it was given.
console.log(`BRIDGE_READY ${JSON.stringify({ url: bridge.url, farRpcUrl: bridge.farRpcUrl })}`);

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  void bridge.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
