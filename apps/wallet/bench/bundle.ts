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
 * Initial JavaScript of `/` (entry, modulepreloads and the two small classic scripts) in KB gzip, against the
 * 200 KB budget. Needs a build.
 */
const bench: Bench = async () => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The app's modules, plus the classic scripts (colour scheme, first screen) that scripts/test.ts leaves out.
  const classic = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
  const files = [...new Set([...initialScripts(html), ...classic])];
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
  ];
};
export default bench;
