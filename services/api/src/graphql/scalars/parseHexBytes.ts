import { GraphQLError, Kind, type ValueNode } from 'graphql';
import type { Hex } from 'viem';

/**
 * Reads a fixed or variable length `0x` byte string and returns it lowercase. `byteLength` undefined means
 * any even length (Bytes); otherwise exactly that many bytes (Address 20, Bytes32 32).
 */
export function parseHexBytes(value: unknown, scalar: string, byteLength?: number): Hex {
  if (typeof value !== 'string') {
    throw new GraphQLError(`${scalar} must be a 0x-prefixed hex string, got ${typeof value}`);
  }
  if (!/^0x[0-9a-fA-F]*$/.test(value)) {
    throw new GraphQLError(`${scalar} must be a 0x-prefixed hex string, got "${value.slice(0, 80)}"`);
  }
  const digits = value.length - 2;
  if (byteLength === undefined) {
    if (digits % 2 !== 0) throw new GraphQLError(`${scalar} must have an even number of hex digits`);
  } else if (digits !== byteLength * 2) {
    throw new GraphQLError(`${scalar} must be 0x followed by ${byteLength * 2} hex digits, got ${digits}`);
  }
  return value.toLowerCase() as Hex;
}

export function parseHexBytesLiteral(node: ValueNode, scalar: string, byteLength?: number): Hex {
  if (node.kind !== Kind.STRING) throw new GraphQLError(`${scalar} must be a 0x-prefixed hex string`);
  return parseHexBytes(node.value, scalar, byteLength);
}

export function serializeHexBytes(value: unknown, scalar: string, byteLength?: number): Hex {
  if (typeof value !== 'string') throw new GraphQLError(`${scalar} cannot represent ${typeof value} value`);
  return parseHexBytes(value, scalar, byteLength);
}
