import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateResolverTypes, resolverTypesFile } from './generateResolverTypes.ts';

// Regenerates the resolver types; `generateResolverTypes.test.ts` fails when the committed file is stale.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = resolve(root, resolverTypesFile);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, await generateResolverTypes());
console.log(`wrote ${target}`);
