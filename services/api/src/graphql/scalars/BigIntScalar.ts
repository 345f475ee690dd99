import { GraphQLScalarType } from 'graphql';
import { parseQuantity, parseQuantityLiteral, serializeQuantity } from './parseQuantity.ts';

/** 256-bit unsigned integer; `bigint` inside, `0x` hex on the wire. */
export const BigIntScalar = new GraphQLScalarType<bigint, string>({
  name: 'BigInt',
  serialize: (value) => serializeQuantity(value, 'BigInt'),
  parseValue: (value) => parseQuantity(value, 'BigInt', 256),
  parseLiteral: (node) => parseQuantityLiteral(node, 'BigInt', 256),
});
