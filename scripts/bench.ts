// `npm run bench` runs every benchmark (`<workspace>/bench/<name>.ts`); `npm run bench -- <name>` runs one.
// Each figure is printed next to the baseline it was measured against in the same run.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Bench, BenchRow } from './bench/types.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const { workspaces } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
  workspaces: string[];
};

const benches = workspaces.flatMap((ws) => {
  const dir = join(repo, ws, 'bench');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => ({ name: f.replace(/\.ts$/, ''), file: join(dir, f) }))
    : [];
});

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const selected = wanted.length ? benches.filter((b) => wanted.includes(b.name)) : benches;
if (selected.length === 0) {
  console.error(
    wanted.length
      ? `No benchmark named ${wanted.join(', ')}. Available: ${benches.map((b) => b.name).join(', ')}`
      : 'No benchmarks found.',
  );
  process.exit(1);
}

// Most benches drive Chromium (the wallet's screens, the extension): install Debian's when it is missing, as
// `npm test` does for the end-to-end tests. Nothing downloads a browser of its own.
execFileSync('bash', [join(repo, 'scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });

const fmt = (n: number) =>
  Number.isNaN(n)
    ? '-'
    : Math.abs(n) >= 100
      ? n.toFixed(0)
      : Math.abs(n) >= 1
        ? n.toFixed(2)
        : n.toPrecision(3);
const rows: Array<BenchRow & { bench: string }> = [];
for (const b of selected) {
  console.error(`running ${b.name}…`);
  // A bench that fails is a row of the table and the run's exit status, not the end of the run: one bench whose
  // page changed under it once left every later figure unprinted (BENCHMARKS.md, simulation, 2026-11-30).
  try {
    const mod = (await import(pathToFileURL(b.file).href)) as { default: Bench };
    for (const row of await mod.default()) rows.push({ ...row, bench: b.name });
  } catch (error) {
    console.error(`${b.name} failed:`, error);
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    rows.push({
      bench: b.name,
      figure: `the bench failed: ${message}`,
      value: Number.NaN,
      unit: '',
      met: false,
    });
    process.exitCode = 1;
  }
}

const table = rows.map((r) => [
  r.bench,
  r.figure,
  `${fmt(r.value)} ${r.unit}`,
  r.baseline ? `${r.baseline.label}: ${fmt(r.baseline.value)} ${r.unit}` : '-',
  r.baseline && r.baseline.value > 0 ? `${(r.value / r.baseline.value).toFixed(2)}×` : '-',
  r.target ?? '-',
  r.met === undefined ? '-' : r.met ? 'met' : Number.isNaN(r.value) ? 'FAILED' : 'MISSED',
]);
const head = ['bench', 'figure', 'value', 'baseline (same run)', 'ratio', 'target', 'status'];
const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table) console.log(line(row));
// Every bench has stopped what it started, but an SDK's client may keep a timer of its own (WalletKit's heartbeat
// and relayer reconnects): leave once the table has been written out.
process.stdout.write('', () => process.exit(process.exitCode ?? 0));
