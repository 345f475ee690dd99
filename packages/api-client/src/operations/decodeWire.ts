import { checksumAddress } from '@fantom-wallet/core';
import type { DecodeShape } from './DecodeShape.ts';

function decodeValue(value: unknown, shape: DecodeShape[string]): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => decodeValue(item, shape));
  if (shape === 'bigint') {
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value))
      throw new TypeError(`expected a 0x quantity, got ${JSON.stringify(value).slice(0, 80)}`);
    return BigInt(value);
  }
  if (shape === 'address') {
    if (typeof value !== 'string') throw new TypeError('expected an address');
    return checksumAddress(value);
  }
  return typeof value === 'object' ? decodeWire(value, shape) : value;
}

/**
 * The API's answer as the wallet uses it: quantities as bigint, addresses checksummed, everything else as sent.
 * The wire is decoded here once, so no feature parses hex itself.
 */
export function decodeWire<T>(data: unknown, shape: DecodeShape | undefined): T {
  if (!shape || data === null || typeof data !== 'object') return data as T;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [field, fieldShape] of Object.entries(shape)) {
    if (field in out) out[field] = decodeValue(out[field], fieldShape);
  }
  return out as T;
}

/** Variables as JSON: bigint quantities as 0x hex (the API's BigInt and Long), everything else unchanged. */
export function encodeVariables(variables: Record<string, unknown>): Record<string, unknown> {
  const encode = (value: unknown): unknown =>
    typeof value === 'bigint' ? `0x${value.toString(16)}` : Array.isArray(value) ? value.map(encode) : value;
  return Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, encode(value)]));
}
