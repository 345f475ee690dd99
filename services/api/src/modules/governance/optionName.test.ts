import fc from 'fast-check';
import { stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { optionName } from './optionName.ts';

describe('optionName: an option label from its right-padded bytes32', () => {
  it('drops the zero padding and decodes UTF-8', () => {
    expect(optionName(stringToHex('Yes', { size: 32 }))).toBe('Yes');
    expect(optionName(stringToHex('Ünïcode ✓', { size: 32 }))).toBe('Ünïcode ✓');
    expect(optionName(`0x${'00'.repeat(32)}`)).toBe('');
  });

  it('round-trips any text that fits in 32 bytes and never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (text) => {
        const clean = text.replace(/\0+$/, '');
        if (new TextEncoder().encode(clean).length > 32) return;
        expect(optionName(stringToHex(clean, { size: 32 }))).toBe(clean);
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const hex = `0x${Buffer.from(bytes).toString('hex')}` as const;
        expect(typeof optionName(hex)).toBe('string');
      }),
    );
  });
});
