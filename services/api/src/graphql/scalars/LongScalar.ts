import { GraphQLScalarType } from 'graphql';
import { parseQuantity, parseQuantityLiteral, serializeQuantity } from './parseQuantity.ts';

/** Unsigned 64-bit integer; `bigint` inside, a hex string (never a JSON number) on the wire. */
export const LongScalar = new GraphQLScalarType<bigint, string>({
  name: 'Long',
  serialize: (value) => serializeQuantity(value, 'Long'),
  parseValue: (value) => parseQuantity(value, 'Long', 64),
  parseLiteral: (node) => parseQuantityLiteral(node, 'Long', 64),
});
