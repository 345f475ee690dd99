import { describe, expect, it } from 'vitest';
import { contentEncoding } from './contentEncoding.ts';

describe('contentEncoding (RFC 9110 Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.1, gzip;q=0.9', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['br;q=nonsense, gzip', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(contentEncoding(header)).toBe(expected);
  });
});
