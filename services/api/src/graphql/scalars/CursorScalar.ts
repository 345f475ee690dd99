import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

// Cursors are opaque strings; an int literal is turned into its decimal text like the public server does.
export const CursorScalar = new GraphQLScalarType<string, string>({
  name: 'Cursor',
  serialize: (value) => {
    if (typeof value !== 'string') throw new GraphQLError('Cursor must be a string');
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== 'string') throw new GraphQLError(`Cursor must be a string, got ${typeof value}`);
    if (value.length > 200) throw new GraphQLError('Cursor is too long');
    return value;
  },
  parseLiteral: (node) => {
    if (node.kind === Kind.STRING || node.kind === Kind.INT) return node.value;
    throw new GraphQLError('Cursor must be a string');
  },
});
