import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Deployment } from '@fantom-wallet/contracts';
import { apiContractsFromDeployment } from './config/apiContractsFromDeployment.ts';
import { startApi } from './startApi.ts';

// Runs one API process alone:  npx tsx services/api/src/cli.ts --rpc-url http://127.0.0.1:8545 --deployment .data/devnet/state.deployment.json
// Every flag has an environment variable; flags win.
const usage = `options (env):
  --rpc-url URL         (RPC_URL)           chain node JSON-RPC, required
  --port N              (API_PORT)          default 0 = a free port
  --host HOST           (API_HOST)          default 127.0.0.1
  --data-dir DIR        (API_DATA_DIR)      embedded PGlite data, default <repo>/.data/api
  --database-url URL    (DATABASE_URL)      PostgreSQL instead of PGlite (replicas share it)
  --deployment FILE     (DEVNET_DEPLOYMENT) devnet deployment.json with the contract addresses
  --cors ORIGINS        (API_CORS_ORIGINS)  comma-separated allowed browser origins, or *
  --prices LIST         (API_PRICES)        FTM prices, e.g. USD=0.7,EUR=0.65
  --no-indexer          (API_INDEXER=0)     serve only, never index`;

const { values } = parseArgs({
  options: {
    'rpc-url': { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    deployment: { type: 'string' },
    cors: { type: 'string' },
    prices: { type: 'string' },
    'no-indexer': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});
const env = process.env;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const rpcUrl = values['rpc-url'] ?? env.RPC_URL;
if (rpcUrl === undefined) {
  console.error(`api: --rpc-url (or RPC_URL) is required\n${usage}`);
  process.exit(2);
}
const repoRoot = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
const deploymentFile = values.deployment ?? env.DEVNET_DEPLOYMENT;
const deployment =
  deploymentFile === undefined ? undefined : (JSON.parse(readFileSync(deploymentFile, 'utf8')) as Deployment);
const pricesText = values.prices ?? env.API_PRICES;
const prices =
  pricesText === undefined
    ? undefined
    : Object.fromEntries(
        pricesText.split(',').map((pair) => {
          const [symbol = '', price = ''] = pair.split('=');
          return [symbol.trim().toUpperCase(), Number(price)];
        }),
      );
const databaseUrl = values['database-url'] ?? env.DATABASE_URL;
const corsText = values.cors ?? env.API_CORS_ORIGINS;

const api = await startApi({
  rpcUrl,
  port: Number(values.port ?? env.API_PORT ?? 0),
  host: values.host ?? env.API_HOST ?? '127.0.0.1',
  ...(databaseUrl
    ? { databaseUrl }
    : { dataDir: values['data-dir'] ?? env.API_DATA_DIR ?? resolve(repoRoot, '.data/api') }),
  ...(deployment === undefined ? {} : { contracts: apiContractsFromDeployment(deployment) }),
  ...(prices === undefined ? {} : { prices }),
  corsOrigins: corsText === undefined ? ['*'] : corsText.split(',').map((origin) => origin.trim()),
  indexer: !(values['no-indexer'] ?? env.API_INDEXER === '0'),
  log: (message) => console.log(message),
});
console.log(`api: ready at ${api.url}/graphql`);

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  api.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
