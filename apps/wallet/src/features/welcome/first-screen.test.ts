import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const script = readFileSync(new URL('./first-screen.js', import.meta.url), 'utf8');

/** Runs /first-screen.js against a fake page; returns whether it revealed the pre-rendered welcome screen. */
function reveals(pathname: string, accounts: string | null | (() => never)): boolean {
  const attributes = new Map<string, string>();
  const window = {
    location: { pathname },
    localStorage: {
      getItem: () => (typeof accounts === 'function' ? accounts() : accounts),
    },
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  runInNewContext(script, { window, document });
  return attributes.get('data-first-screen') === 'welcome';
}

const saved = (accounts: unknown) => JSON.stringify({ state: { accounts, activeIndex: null }, version: 1 });

describe('first-screen.js', () => {
  it('shows the welcome screen to a newcomer at /', () => {
    expect(reveals('/', null)).toBe(true);
    expect(reveals('/', saved([]))).toBe(true);
  });

  it('keeps it hidden for a returning user, another page, or any doubt', () => {
    expect(reveals('/', saved([{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }]))).toBe(false);
    expect(reveals('/dashboard', null)).toBe(false);
    expect(reveals('/settings', saved([]))).toBe(false);
    expect(reveals('/', '{not json')).toBe(false);
    expect(reveals('/', JSON.stringify({ state: {} }))).toBe(false);
    expect(
      reveals('/', () => {
        throw new Error('SecurityError: storage blocked');
      }),
    ).toBe(false);
  });
});
