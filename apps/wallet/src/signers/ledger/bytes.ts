import type { Address } from '@fantom-wallet/core';
import { getAddress } from 'viem';

export function toHex(bytes: Uint8Array): `0x${string}` {
  let out = '0x';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out as `0x${string}`;
}

export function fromHex(hex: string): Uint8Array {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (digits.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(digits)) throw new Error('Invalid hex');
  const out = new Uint8Array(digits.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = Number.parseInt(digits.slice(2 * i, 2 * i + 2), 16);
  return out;
}

export function checksummed(hex: string): Address {
  return getAddress(hex);
}
