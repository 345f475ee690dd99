import { GraphQLScalarType } from 'graphql';
import type { Hex } from 'viem';
import { parseHexBytes, parseHexBytesLiteral, serializeHexBytes } from './parseHexBytes.ts';

export const BytesScalar = new GraphQLScalarType<Hex, Hex>({
  name: 'Bytes',
  serialize: (value) => serializeHexBytes(value, 'Bytes'),
  parseValue: (value) => parseHexBytes(value, 'Bytes'),
  parseLiteral: (node) => parseHexBytesLiteral(node, 'Bytes'),
});
