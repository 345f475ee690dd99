// `npm test`: type check, lint, unit + integration (Vitest) and end-to-end (Playwright, Debian Chromium).
// Runs every stage even when one fails, prints a table (then the slowest 10 files of the unit and e2e stages), and ends
// with "N passed, M failed".
// Options: --skip-e2e, --only=<typecheck|lint|unit|build|e2e>.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { INITIAL_JS_BUDGET_KB } from '../apps/wallet/server/INITIAL_JS_BUDGET_KB.ts';
import { initialScripts } from '../apps/wallet/server/initialScripts.ts';
import { shellVars } from '../apps/wallet/src/app/layout/shellVars.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(repo, 'node_modules', '.bin', name);
const reports = join(repo, '.data', 'test-reports');
mkdirSync(reports, { recursive: true });

const argv = process.argv.slice(2);
const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const wants = (stage: string) =>
  only
    ? only === stage || (only === 'e2e' && stage === 'build')
    : !(stage === 'e2e' && argv.includes('--skip-e2e'));

interface StageResult {
  stage: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** What failed, one line each, repeated under the table so a log's tail names it. */
  failures?: string[];
  /** Seconds spent in each test file, from the runner's report: the table lists the slowest. */
  files?: Map<string, number>;
}
const results: StageResult[] = [];

const firstLine = (text: string | undefined) => (text ?? '').trim().split('\n')[0] ?? '';

function run(
  cmd: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: options.cwd ?? repo,
      stdio: 'inherit',
      env: { ...process.env, ...options.env },
    });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

async function timed(
  stage: string,
  body: () => Promise<Omit<StageResult, 'stage' | 'seconds'>>,
): Promise<void> {
  if (!wants(stage)) return;
  console.log(`\n━━ ${stage} ━━`);
  const start = performance.now();
  const counts = await body();
  results.push({ stage, ...counts, seconds: (performance.now() - start) / 1000 });
}

/** Every tsconfig*.json of every workspace: each is one check. */
function tsconfigs(): string[] {
  const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { workspaces: string[] };
  return root.workspaces.flatMap((ws) =>
    readdirSync(join(repo, ws))
      .filter((f) => /^tsconfig(\.[\w-]+)?\.json$/.test(f))
      .map((f) => join(ws, f)),
  );
}

await timed('typecheck', async () => {
  let passed = 0;
  const failures: string[] = [];
  const queue = [...tsconfigs(), 'scripts/tsconfig.json'];
  // Two at a time: this machine has two cores.
  const worker = async () => {
    for (let cfg = queue.shift(); cfg; cfg = queue.shift()) {
      const code = await run(bin('tsc'), ['-p', cfg]);
      if (code === 0) passed++;
      else failures.push(cfg);
    }
  };
  await Promise.all([worker(), worker()]);
  return { passed, failed: failures.length, skipped: 0, failures };
});

await timed('lint', async () => {
  const code = await run(bin('biome'), ['ci', '.']);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
});

await timed('unit', async () => {
  const out = join(reports, 'vitest.json');
  const fileSeconds = join(reports, 'vitest-file-seconds.json');
  const code = await run(
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      `--reporter=${join(repo, 'scripts', 'vitestFileSeconds.ts')}`,
    ],
    { env: { VITEST_FILE_SECONDS: fileSeconds } },
  );
  if (!existsSync(out)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: {
      name: string;
      status: string;
      message: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  // An interrupted run may write a report without results; the counts above still decide.
  const failures = (r.testResults ?? []).flatMap((file) => {
    const where = relative(repo, file.name);
    const tests = file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
    return tests.length === 0 && file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
  // A suite that failed to load counts as a failure even if no test inside it ran.
  const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
  // Each file from its environment's start to its last hook (scripts/vitestFileSeconds.ts): importing is often
  // most of a file's cost, and Vitest's JSON report times only the tests.
  const seconds = existsSync(fileSeconds)
    ? (JSON.parse(readFileSync(fileSeconds, 'utf8')) as Record<string, number>)
    : {};
  const files = new Map(Object.entries(seconds).map(([file, s]) => [relative(repo, file), s]));
  return { passed: r.numPassedTests, failed, skipped: r.numPendingTests + r.numTodoTests, failures, files };
});

/**
 * What the first load of any page may hold from the app's areas (README: the wallet's first load): the shell (layout, the
 * welcome screen, the wallet actions and picker in it, the 'new version' prompt), the start-up checks the shell
 * runs (the storage notice, the re-check of sends left pending when a page closed), and each area's index.ts
 * (its routes and menu item: its screens load on first visit). Any other module of src/features/, and any signer
 * (src/signers/, src/signer/), belongs in a chunk loaded with import().
 */
const SHELL_MODULES = [
  /^apps\/wallet\/src\/features\/[\w-]+\/index\.ts$/,
  /^apps\/wallet\/src\/features\/(welcome|wallets|pwa)\//,
  /^apps\/wallet\/src\/features\/settings\/StorageNotice\.tsx$/,
  /^apps\/wallet\/src\/features\/transactions\/recheck\//,
  /^apps\/wallet\/src\/features\/transactions\/verify\/fetchTransactionStatus\.ts$/,
  // The shell provides the signer seam (an entry may hand in its own signers); the context holds no signer code.
  /^apps\/wallet\/src\/signers\/SignersContext\.ts$/,
  // Whether a WalletConnect pairing started (a store's flag), so the QR window's code loads only then.
  /^apps\/wallet\/src\/signers\/walletconnect\/walletConnectStore\.ts$/,
  /^apps\/wallet\/src\/features\/connect\/walletconnect\/WalletConnectQrHost\.tsx$/,
];
const AREA_MODULE = /^apps\/wallet\/src\/(features\/[\w-]+|signers?)\//;

/** Where a module comes from, for the list of the first load's biggest parts: a package or an app folder. */
function origin(id: string): string {
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
  if (pkg) return pkg;
  const app = /^apps\/wallet\/src\/((?:features|storage|shared|signers?)\/[^/]+|[^/]+)/.exec(id)?.[1];
  return app ? `src/${app.replace(/\.tsx?$/, '')}` : (/^(packages\/[^/]+)/.exec(id)?.[1] ?? id);
}

await timed('build', async () => {
  // The production build the e2e tests run against, and its first load of `/`: within the budget (≤ 200 KB gzip)
  // and free of the lazily loaded areas, so it stays there as new areas land.
  if ((await run('npm', ['run', 'build', '-w', 'apps/wallet', '--silent', '--', '--logLevel', 'warn'])) !== 0)
    return { passed: 0, failed: 1, skipped: 0 };
  const dist = join(repo, 'apps', 'wallet', 'dist');
  const scripts = initialScripts(dist);
  const kb =
    scripts.reduce((sum, s) => sum + gzipSync(readFileSync(join(dist, s.file)), { level: 9 }).length, 0) /
    1024;
  const modules = scripts.flatMap((s) =>
    Object.entries(s.modules).map(([id, bytes]) => ({
      id,
      bytes,
      file: s.file,
      importers: s.importers[id] ?? [],
    })),
  );
  const rendered = modules.reduce((sum, m) => sum + m.bytes, 0);
  const byOrigin = new Map<string, number>();
  for (const m of modules) byOrigin.set(origin(m.id), (byOrigin.get(origin(m.id)) ?? 0) + m.bytes);
  const biggest = [...byOrigin]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([name, bytes]) => `${name} ${((100 * bytes) / rendered).toFixed(0)}%`);
  const withinBudget = kb <= INITIAL_JS_BUDGET_KB;
  console.log(
    `${withinBudget ? '✓' : '✘'} initial JavaScript for / is ${kb.toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB): ` +
      `${scripts.length} files, ${modules.length} modules; biggest parts (share of ${(rendered / 1024).toFixed(0)} KB ` +
      `before minifying): ${biggest.join(', ')}`,
  );
  const intruders = modules.filter(
    (m) => AREA_MODULE.test(m.id) && !SHELL_MODULES.some((re) => re.test(m.id)),
  );
  // How each got in: its importers that are themselves in the first load (else all of them: re-exports render
  // no code of their own, so an index.ts that only passes a module on is not listed among the modules).
  const initial = new Set(modules.map((m) => m.id));
  const via = (importers: string[]) => {
    const inFirstLoad = importers.filter((i) => initial.has(i));
    return (inFirstLoad.length > 0 ? inFirstLoad : importers).join(', ');
  };
  if (intruders.length === 0)
    console.log('✓ the first load of / holds no module of a lazily loaded area or signer');
  else
    console.log(
      `✘ the first load of / holds ${intruders.length} modules of lazily loaded areas or signers; load them with ` +
        'import() (lazyElement, React.lazy), or add them to SHELL_MODULES in scripts/test.ts if the first screen ' +
        `needs them:\n${intruders.map((m) => `    ${m.id} (${(m.bytes / 1024).toFixed(1)} KB, in ${m.file}) ← ${via(m.importers)}`).join('\n')}`,
    );
  // AppShell's transition variable as the app sets it and as the shipped stylesheet's data-resizing mark sets it
  // (the minifier's spelling): the same words, or the mark's removal after the first render restyles every element.
  const shipped = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(dist, 'assets', f), 'utf8'))
    .join('\n');
  const marked = /\[data-resizing\]\{--app-shell-transition-duration:([^!;}]+)!important/.exec(shipped)?.[1];
  const ours = shellVars().root['--app-shell-transition-duration'];
  const shellQuiet = marked === ours;
  console.log(
    `${shellQuiet ? '✓' : '✘'} AppShell's transition variable is "${ours}" (app/layout/shellVars.ts), its ` +
      `data-resizing mark's "${marked ?? 'not found'}" in the shipped stylesheet`,
  );
  // The browser extension (docs/extension.md#package): its unpacked build and release archive.
  const extension = await run('npm', ['run', 'build:extension', '--silent', '--', '--quiet']);
  const failed =
    (withinBudget ? 0 : 1) +
    (intruders.length === 0 ? 0 : 1) +
    (shellQuiet ? 0 : 1) +
    (extension === 0 ? 0 : 1);
  return { passed: 5 - failed, failed, skipped: 0 };
});

/** A file or describe block of Playwright's JSON report. */
interface PlaywrightSuite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Milliseconds of every attempt of every test in a suite, as seconds (a worker's stack start counts in its first test). */
function playwrightSeconds(suite: PlaywrightSuite): number {
  const own = (suite.specs ?? [])
    .flatMap((spec) => spec.tests.flatMap((t) => t.results))
    .reduce((sum, result) => sum + result.duration, 0);
  return own / 1000 + (suite.suites ?? []).reduce((sum, inner) => sum + playwrightSeconds(inner), 0);
}

await timed('e2e', async () => {
  if ((await run('bash', [join(repo, 'scripts', 'ensure-chromium.sh')])) !== 0)
    return { passed: 0, failed: 1, skipped: 0 };
  const out = join(repo, 'e2e', 'test-results', 'results.json');
  const code = await run(bin('playwright'), ['test'], { cwd: join(repo, 'e2e') });
  if (!existsSync(out)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(out, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites?: PlaywrightSuite[];
  };
  const failed = r.stats.unexpected + r.stats.flaky + (code !== 0 && r.stats.unexpected === 0 ? 1 : 0);
  const files = new Map<string, number>();
  for (const suite of r.suites ?? []) {
    const file = join('e2e', 'specs', suite.file);
    files.set(file, (files.get(file) ?? 0) + playwrightSeconds(suite));
  }
  return { passed: r.stats.expected, failed, skipped: r.stats.skipped, files };
});

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nstage       passed  failed  skipped  seconds');
for (const r of results) {
  console.log(
    `${r.stage.padEnd(10)} ${String(r.passed).padStart(7)} ${String(r.failed).padStart(7)} ${String(r.skipped).padStart(8)} ${r.seconds.toFixed(1).padStart(8)}`,
  );
}
for (const r of results) {
  if (!r.files || r.files.size === 0) continue;
  const slowest = [...r.files].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(`\nslowest ${r.stage} files (seconds; ${r.files.size} files)`);
  for (const [file, seconds] of slowest) console.log(`${seconds.toFixed(1).padStart(8)}  ${file}`);
}
for (const r of results) for (const failure of r.failures ?? []) console.log(`✘ ${r.stage}: ${failure}`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed === 0 && results.length > 0 ? 0 : 1);
