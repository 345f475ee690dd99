import { describe, expect, it } from 'vitest';
import { registrableDomain } from './registrableDomain.ts';

describe('registrableDomain (docs/extension.md#site-requests)', () => {
  it.each([
    ['https://app.uniswap.org', 'uniswap.org'],
    // A spoof: a known name as the first labels of a long host under another domain.
    [`https://app.uniswap.org.${'a'.repeat(40)}.${'b'.repeat(40)}.evil.test`, 'evil.test'],
    [`https://app.uniswap.org.${'login-'.repeat(30)}x.evil.test`, 'evil.test'],
    ['https://www.bbc.co.uk', 'bbc.co.uk'],
    ['https://alice.github.io', 'alice.github.io'],
    ['https://xn--80ak6aa92e.com', 'xn--80ak6aa92e.com'],
    ['http://127.0.0.1:5173', '127.0.0.1'],
    ['http://localhost:3000', 'localhost'],
  ])('%s → %s', (origin, domain) => {
    expect(registrableDomain(origin)).toBe(domain);
  });
});
