import { GraphQLError, Kind, type ValueNode } from 'graphql';

const hexQuantity = /^0x[0-9a-fA-F]+$/;

/**
 * Reads a BigInt/Long input. The public API takes `0x` hex strings (and int literals written in the query
 * text); a JSON number in `variables` is rejected there too, so the wallet never depends on it. We accept
 * leading zeros, which is more lenient than the public server and harmless.
 */
export function parseQuantity(value: unknown, scalar: string, maxBits: number): bigint {
  if (typeof value === 'number' || typeof value === 'bigint') {
    throw new GraphQLError(`${scalar} must be a 0x-prefixed hex string, not a number (got ${String(value)})`);
  }
  if (typeof value !== 'string') throw new GraphQLError(`${scalar} must be a 0x-prefixed hex string`);
  if (!hexQuantity.test(value)) {
    throw new GraphQLError(`${scalar} must be a 0x-prefixed hex string, got "${value.slice(0, 80)}"`);
  }
  const parsed = BigInt(value);
  if (parsed >= 1n << BigInt(maxBits)) throw new GraphQLError(`${scalar} is larger than ${maxBits} bits`);
  return parsed;
}

/** Literal form: a string goes through {@link parseQuantity}; an int literal in the query text is allowed. */
export function parseQuantityLiteral(node: ValueNode, scalar: string, maxBits: number): bigint {
  if (node.kind === Kind.INT) {
    const parsed = BigInt(node.value);
    if (parsed < 0n) throw new GraphQLError(`${scalar} cannot be negative`);
    if (parsed >= 1n << BigInt(maxBits)) throw new GraphQLError(`${scalar} is larger than ${maxBits} bits`);
    return parsed;
  }
  if (node.kind === Kind.STRING) return parseQuantity(node.value, scalar, maxBits);
  throw new GraphQLError(`${scalar} must be a 0x-prefixed hex string`);
}

/** Output: canonical `0x` hex without leading zeros, `0x0` for zero. */
export function serializeQuantity(value: unknown, scalar: string): string {
  if (typeof value === 'bigint') {
    if (value < 0n) throw new GraphQLError(`${scalar} cannot be negative`);
    return `0x${value.toString(16)}`;
  }
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
    return `0x${value.toString(16)}`;
  if (typeof value === 'string' && hexQuantity.test(value)) return `0x${BigInt(value).toString(16)}`;
  throw new GraphQLError(`${scalar} cannot represent ${typeof value} value`);
}
