import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One JavaScript file of the first load: the modules it holds (repository-relative id → bytes rendered) and,
 * for the app's own modules, the modules that import them.
 */
export interface InitialScript {
  file: string;
  modules: Record<string, number>;
  importers: Record<string, string[]>;
}

/** A chunk as the build's `.vite/chunks.json` describes it (vite.config.ts, chunkReport). */
interface ReportedChunk extends InitialScript {
  imports: string[];
}

/**
 * The JavaScript a first load of the built index.html runs before the app does: its module scripts and
 * modulepreloads and, transitively, their static imports, each with the modules it holds (from the chunk report
 * the build writes). Classic scripts are inline (the pre-paint script), so there are none to fetch.
 */
export function initialScripts(dist: string): InitialScript[] {
  const reportFile = join(dist, '.vite', 'chunks.json');
  if (!existsSync(reportFile))
    throw new Error(`${reportFile} is missing: build the wallet first (npm run build -w apps/wallet)`);
  const chunks = new Map(
    (JSON.parse(readFileSync(reportFile, 'utf8')) as ReportedChunk[]).map((c) => [c.file, c]),
  );
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const pending = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const found = new Map<string, InitialScript>();
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (found.has(file)) continue;
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`index.html loads ${file}, which the chunk report does not list`);
    found.set(file, { file, modules: chunk.modules, importers: chunk.importers ?? {} });
    pending.push(...chunk.imports);
  }
  return [...found.values()];
}
