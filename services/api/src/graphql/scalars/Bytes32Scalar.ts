import { GraphQLScalarType } from 'graphql';
import type { Hex } from 'viem';
import { parseHexBytes, parseHexBytesLiteral, serializeHexBytes } from './parseHexBytes.ts';

export const Bytes32Scalar = new GraphQLScalarType<Hex, Hex>({
  name: 'Bytes32',
  serialize: (value) => serializeHexBytes(value, 'Bytes32', 32),
  parseValue: (value) => parseHexBytes(value, 'Bytes32', 32),
  parseLiteral: (node) => parseHexBytesLiteral(node, 'Bytes32', 32),
});
