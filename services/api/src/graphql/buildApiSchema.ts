import {
  buildSchema,
  type GraphQLFieldResolver,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLSchema,
} from 'graphql';
import type { ApiModule } from '../modules/ApiModule.ts';
import { scalars } from './scalars/scalars.ts';
import { schemaSdl } from './schemaSdl.ts';

/** Builds the executable schema: the SDL, our scalar codecs, and every module's resolvers. */
export function buildApiSchema(modules: readonly ApiModule[]): GraphQLSchema {
  const schema = buildSchema(schemaSdl());
  for (const [name, codec] of Object.entries(scalars)) {
    const type = schema.getType(name);
    if (!(type instanceof GraphQLScalarType)) throw new Error(`scalar ${name} missing from the SDL`);
    type.serialize = codec.serialize;
    type.parseValue = codec.parseValue;
    type.parseLiteral = codec.parseLiteral;
  }
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module.resolvers)) {
      const type = schema.getType(typeName);
      if (!(type instanceof GraphQLObjectType))
        throw new Error(`module ${module.name}: ${typeName} is not an object type`);
      const typeFields = type.getFields();
      for (const [fieldName, resolver] of Object.entries(fields as Record<string, unknown>)) {
        const field = typeFields[fieldName];
        if (field === undefined)
          throw new Error(`module ${module.name}: ${typeName}.${fieldName} is not in the schema`);
        if (typeof resolver !== 'function')
          throw new Error(`module ${module.name}: ${typeName}.${fieldName} is not a function`);
        field.resolve = resolver as GraphQLFieldResolver<unknown, unknown>;
      }
    }
  }
  return schema;
}
