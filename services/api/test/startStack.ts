import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDevChainClients, type DevChainClients } from '@fantom-wallet/contracts';
import { type Devnet, startDevnet } from '@fantom-wallet/devnet';
import pg from 'pg';
import { apiContractsFromDeployment } from '../src/config/apiContractsFromDeployment.ts';
import type { RunningApi } from '../src/RunningApi.ts';
import type { StartApiOptions } from '../src/StartApiOptions.ts';
import { startApi } from '../src/startApi.ts';

export interface Stack {
  devnet: Devnet;
  clients: DevChainClients;
  api: RunningApi;
  /** Resolves once the API's database holds the node's current head block. */
  synced(): Promise<void>;
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
}

/** Creates an empty database on the test PostgreSQL server and returns its URL. */
export async function createTestDatabase(serverUrl: string): Promise<string> {
  const name = `api_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  // Bounded like the API's own connections (openPostgres), so a server that does not answer fails the test.
  const client = new pg.Client({
    connectionString: serverUrl,
    connectionTimeoutMillis: 5_000,
    query_timeout: 60_000,
  });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A devnet started from the shared snapshot plus one API process over it (tests only). */
export async function startStack(
  snapshotFile: string,
  apiOptions: Partial<StartApiOptions> = {},
): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-stack-'));
  const devnet = await startDevnet({
    snapshotFile,
    dataDir: join(dataDir, 'devnet'),
    epochIntervalMs: 0,
    stateIntervalSeconds: 0,
    // The tests choose the block each transaction lands in (the simulation's "next block" is the one mined).
    followUpMs: 0,
  });
  const clients = createDevChainClients(devnet.rpcUrl);
  const api = await startApi({
    rpcUrl: devnet.rpcUrl,
    contracts: apiContractsFromDeployment(devnet.deployment),
    pollMs: 20,
    ...apiOptions,
  });
  let id = 1;
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const response = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: id++, method, params }),
    });
    const body = (await response.json()) as { result?: T; error?: { message: string } };
    if (body.error !== undefined) throw new Error(body.error.message);
    return body.result as T;
  };
  // Waits for the index to reach the node's head, however long a busy machine takes: the test's or hook's own
  // limit is what turns a stuck indexer into a failure.
  const synced = async (): Promise<void> => {
    const head = Number(await rpc<string>('eth_blockNumber'));
    while (((await api.indexedHead()) ?? -1) < head) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await synced();
  return {
    devnet,
    clients,
    api,
    synced,
    rpc,
    async stop() {
      await api.stop();
      await devnet.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
