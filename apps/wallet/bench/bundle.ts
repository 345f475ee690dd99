import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Bench } from '../../../scripts/bench/types.ts';
import { INITIAL_JS_BUDGET_KB } from '../server/INITIAL_JS_BUDGET_KB.ts';
import { initialScripts } from '../server/initialScripts.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const budgetKb = INITIAL_JS_BUDGET_KB;

/**
 * Initial JavaScript of `/` (the entry, its modulepreloads and static imports; the pre-paint script is inline in
 * index.html) in KB gzip, against the 200 KB budget, and how many files it takes. Needs a build.
 */
const bench: Bench = async () => {
  const files = initialScripts(dist).map((s) => s.file);
  const kb =
    files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / 1024;
  return [
    {
      figure: 'initial JS for / (gzip)',
      value: kb,
      unit: 'KB',
      target: `≤ ${budgetKb} KB`,
      met: kb <= budgetKb,
    },
    { figure: 'initial JS for /: files requested', value: files.length, unit: 'files' },
  ];
};
export default bench;
