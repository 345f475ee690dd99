import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sourceHash } from '@fantom-wallet/contracts';
import { createSnapshot } from '@fantom-wallet/devnet';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A deployed and seeded devnet state; each test file starts its own anvil from it. */
    snapshotFile: string;
    /** A throwaway PostgreSQL server (postgres://…/postgres); tests create their own databases on it. */
    postgresUrl: string | null;
    /** An empty PGlite cluster (a dump of its data folder) that in-memory test databases start from. */
    pgliteTemplate: string;
  }
}

const script = fileURLToPath(new URL('../scripts/ensure-postgres.sh', import.meta.url));

const devnetSources = fileURLToPath(new URL('../../devnet/src/', import.meta.url));

/**
 * How old a reused snapshot may be. Its trading ends three hours before it is made (the devnet's seedTimeline),
 * and a chain started from it mines a block at the wall clock at once (keepHeadFresh): the uniswap tests read the
 * pair's last two 24-hour windows before that head and need trades in both, which a snapshot ~21 hours old no
 * longer has (it failed so on a machine whose previous run was the day before).
 */
const SNAPSHOT_MAX_AGE_MS = 12 * 3_600_000;

/** The contracts' source hash and the devnet's seed code: a snapshot is reused only while both are unchanged. */
function snapshotVersion(): string {
  const hash = createHash('sha256').update(sourceHash);
  const files = readdirSync(devnetSources, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(devnetSources, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh PGlite cluster's data folder, made once per PGlite build (test/setupPgliteTemplate.ts loads it);
 * written under another name and renamed, so a run stopped half way never leaves half a template.
 */
async function pgliteTemplate(): Promise<string> {
  const build = createHash('sha256')
    .update(readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')))
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `fantom-api-pglite-${build}.tar`);
  if (!existsSync(file)) {
    const pg = await PGlite.create();
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    writeFileSync(`${file}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.${process.pid}`, file);
  }
  return file;
}

/**
 * Seeds one devnet snapshot per contract and seed version (again once it is older than SNAPSHOT_MAX_AGE_MS), and
 * starts PostgreSQL for the replica tests.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = join(tmpdir(), `fantom-api-test-${snapshotVersion()}`);
  const snapshotFile = join(dir, 'state.json');
  if (!existsSync(snapshotFile) || Date.now() - statSync(snapshotFile).mtimeMs > SNAPSHOT_MAX_AGE_MS) {
    mkdirSync(dir, { recursive: true });
    await createSnapshot(snapshotFile);
  }
  project.provide('snapshotFile', snapshotFile);
  project.provide('pgliteTemplate', await pgliteTemplate());

  let postgresUrl: string | null = null;
  let stopPostgres = (): void => undefined;
  if (process.env.API_TEST_POSTGRES !== '0') {
    const dataDir = join(tmpdir(), `fantom-api-pg-${process.pid}`);
    const out = execFileSync('bash', [script, 'start', dataDir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    postgresUrl = out.trim().split('\n').at(-1) ?? null;
    stopPostgres = () => {
      execFileSync('bash', [script, 'stop', dataDir], { stdio: 'ignore' });
    };
  }
  project.provide('postgresUrl', postgresUrl);
  return stopPostgres;
}
