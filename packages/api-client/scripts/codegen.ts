import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generatedDir, generateOperations } from './generateOperations.ts';

// Regenerates src/generated; `generateOperations.test.ts` fails when the committed files are stale.
const files = await generateOperations();
rmSync(generatedDir, { recursive: true, force: true });
for (const [name, content] of files) {
  const target = join(generatedDir, name);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}
console.log(`wrote ${files.size} files to ${generatedDir}`);
