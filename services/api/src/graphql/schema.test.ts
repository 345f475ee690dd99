import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  type GraphQLField,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  printType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { generateResolverTypes, resolverTypesFile } from '../../scripts/generateResolverTypes.ts';
import { apiModules } from '../modules/apiModules.ts';
import { buildApiSchema } from './buildApiSchema.ts';
import { schemaFiles, schemaSdl } from './schemaSdl.ts';

const ourSubset = schemaFiles[0] ?? '';
// The public API's wallet subset as published (schema/README.md), kept byte for byte as a fixture so that the
// check runs in any clone; `.sdl` keeps the formatter off it, as in schema/.
const referenceSubset = fileURLToPath(new URL('../../test/fixtures/fantom-api-subset.sdl', import.meta.url));

const signature = (field: GraphQLField<unknown, unknown>): string =>
  `${field.name}(${field.args.map((a) => `${a.name}: ${String(a.type)}${a.defaultValue === undefined ? '' : ` = ${JSON.stringify(a.defaultValue)}`}`).join(', ')}): ${String(field.type)}`;

describe('schema', () => {
  it('keeps the public API wallet subset file byte for byte', () => {
    expect(readFileSync(ourSubset, 'utf8')).toBe(readFileSync(referenceSubset, 'utf8'));
  });

  it('contains every type, field, argument, default and nullability of the subset unchanged', () => {
    const subset = buildSchema(readFileSync(ourSubset, 'utf8'));
    const ours = buildSchema(schemaSdl());
    for (const type of Object.values(subset.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      const mine = ours.getType(type.name);
      expect(mine, type.name).toBeDefined();
      if (mine === undefined) continue;
      if (isObjectType(type) || isInterfaceType(type)) {
        expect(isObjectType(mine) || isInterfaceType(mine), type.name).toBe(true);
        if (!isObjectType(mine) && !isInterfaceType(mine)) continue;
        const fields = mine.getFields();
        for (const field of Object.values(type.getFields())) {
          const counterpart = fields[field.name];
          expect(counterpart && signature(counterpart), `${type.name}.${field.name}`).toBe(signature(field));
        }
      } else if (isEnumType(type) || isInputObjectType(type) || isScalarType(type)) {
        expect(printType(mine)).toBe(printType(type));
      }
    }
  });

  it('has a resolver for every root field', () => {
    const schema = buildApiSchema(apiModules);
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {}))
        expect(field.resolve, field.name).toBeTypeOf('function');
    }
  });

  it('resolver types are up to date with the SDL (run `npx tsx scripts/codegen.ts`)', async () => {
    const file = fileURLToPath(new URL(`../../${resolverTypesFile}`, import.meta.url));
    expect(readFileSync(file, 'utf8')).toBe(await generateResolverTypes());
  });
});
