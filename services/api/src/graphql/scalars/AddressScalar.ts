import { GraphQLScalarType } from 'graphql';
import type { Address } from 'viem';
import { parseHexBytes, parseHexBytesLiteral, serializeHexBytes } from './parseHexBytes.ts';

/** 20-byte address: any case in, lowercase out (the public API does not checksum). */
export const AddressScalar = new GraphQLScalarType<Address, Address>({
  name: 'Address',
  serialize: (value) => serializeHexBytes(value, 'Address', 20),
  parseValue: (value) => parseHexBytes(value, 'Address', 20),
  parseLiteral: (node) => parseHexBytesLiteral(node, 'Address', 20),
});
