import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

/** The schema files, in order: the public API's wallet subset (unchanged), then our additions. */
export const schemaFiles = ['fantom-api-subset.sdl', 'extensions.graphql', 'fwallet.graphql'].map(
  (name) => `${schemaDir}${name}`,
);

/** The whole SDL of the server: the single source for the server, the resolver types and the client types. */
export function schemaSdl(): string {
  return schemaFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
}
