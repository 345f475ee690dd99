import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType, parse, printType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaFiles, schemaSdl } from '../../graphql/schemaSdl.ts';

const [subsetFile = '', extensionsFile = '', fwalletFile = ''] = schemaFiles;
const read = (file: string) => readFileSync(file, 'utf8');

describe('fwallet.graphql: our own fields beside the public API (docs/simulation.md)', () => {
  it('is the third schema file, and every name it defines or adds starts with fwallet/Fwallet', () => {
    expect(fwalletFile.endsWith('/fwallet.graphql')).toBe(true);
    const names: string[] = [];
    for (const definition of parse(read(fwalletFile)).definitions) {
      if (definition.kind === 'ObjectTypeExtension')
        names.push(...(definition.fields ?? []).map((field) => field.name.value));
      else if ('name' in definition && definition.name !== undefined) names.push(definition.name.value);
    }
    expect(names).toContain('fwalletSimulate');
    expect(names.filter((name) => !/^(fwallet|Fwallet)/.test(name))).toEqual([]);
  });

  it('leaves every type of the public subset and of extensions.graphql as they are without it', () => {
    const without = buildSchema(`${read(subsetFile)}\n${read(extensionsFile)}`);
    const full = buildSchema(schemaSdl());
    for (const type of Object.values(without.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      const mine = full.getType(type.name);
      if (type.name === 'Query' && isObjectType(mine) && isObjectType(type)) {
        const own = Object.keys(mine.getFields()).filter((name) => !name.startsWith('fwallet'));
        expect(own).toEqual(Object.keys(type.getFields()));
        continue;
      }
      expect(mine && printType(mine), type.name).toBe(printType(type));
    }
  });
});
