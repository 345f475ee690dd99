import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AddressScalar } from './AddressScalar.ts';
import { BigIntScalar } from './BigIntScalar.ts';
import { Bytes32Scalar } from './Bytes32Scalar.ts';
import { BytesScalar } from './BytesScalar.ts';
import { CursorScalar } from './CursorScalar.ts';
import { LongScalar } from './LongScalar.ts';

describe('BigInt and Long', () => {
  it('serialise as 0x hex without leading zeros, zero as 0x0', () => {
    expect(BigIntScalar.serialize(0n)).toBe('0x0');
    expect(BigIntScalar.serialize(10n ** 18n)).toBe('0xde0b6b3a7640000');
    expect(LongScalar.serialize(5n)).toBe('0x5');
    expect(LongScalar.serialize('0x0005')).toBe('0x5');
  });
  it('parse hex strings from variables', () => {
    expect(BigIntScalar.parseValue('0xde0b6b3a7640000')).toBe(10n ** 18n);
    expect(LongScalar.parseValue('0x1f')).toBe(31n);
  });
  it('reject numbers where hex strings are required', () => {
    expect(() => BigIntScalar.parseValue(12)).toThrow(/hex string, not a number/);
    expect(() => LongScalar.parseValue(1.5)).toThrow(/not a number/);
  });
  it('reject malformed hex and decimal strings', () => {
    for (const bad of ['', '0x', '12', '0xzz', '-0x1', ' 0x1']) {
      expect(() => BigIntScalar.parseValue(bad)).toThrow(/0x-prefixed hex string/);
    }
  });
  it('enforce their width', () => {
    expect(() => LongScalar.parseValue(`0x1${'0'.repeat(16)}`)).toThrow(/64 bits/);
    expect(() => BigIntScalar.parseValue(`0x1${'0'.repeat(64)}`)).toThrow(/256 bits/);
    expect(BigIntScalar.parseValue(`0x${'f'.repeat(64)}`)).toBe(2n ** 256n - 1n);
  });
  it('accept int literals in the query text', () => {
    expect(BigIntScalar.parseLiteral({ kind: Kind.INT, value: '42' })).toBe(42n);
    expect(LongScalar.parseLiteral({ kind: Kind.STRING, value: '0x2a' })).toBe(42n);
    expect(() => LongScalar.parseLiteral({ kind: Kind.FLOAT, value: '1.5' })).toThrow();
  });
});

describe('Address, Bytes32, Bytes', () => {
  it('lowercase any-case addresses of exactly 20 bytes', () => {
    expect(AddressScalar.parseValue('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    );
    expect(() => AddressScalar.parseValue('0x1234')).toThrow(/40 hex digits, got 4/);
    expect(() => AddressScalar.parseValue(`0x${'a'.repeat(42)}`)).toThrow(/40 hex digits/);
    expect(() => AddressScalar.parseValue(`${'a'.repeat(42)}`)).toThrow(/0x-prefixed/);
    expect(() => AddressScalar.parseValue(123)).toThrow(/hex string/);
  });
  it('check Bytes32 length and Bytes parity', () => {
    expect(() => Bytes32Scalar.parseValue(`0x${'0'.repeat(63)}`)).toThrow(/64 hex digits/);
    expect(BytesScalar.parseValue('0x')).toBe('0x');
    expect(BytesScalar.serialize('0xABCD')).toBe('0xabcd');
    expect(() => BytesScalar.parseValue('0xabc')).toThrow(/even number/);
  });
  it('keeps cursors opaque and turns int literals into text', () => {
    expect(CursorScalar.parseValue('abc')).toBe('abc');
    expect(CursorScalar.parseLiteral({ kind: Kind.INT, value: '7' })).toBe('7');
    expect(() => CursorScalar.parseValue(7)).toThrow(/string/);
  });
});
