import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const script = readFileSync(new URL('./first-screen.js', import.meta.url), 'utf8');

/** Runs /first-screen.js against a fake page; returns the first screen it chose for the pre-rendered markup. */
function firstScreen(pathname: string, accounts: string | null | (() => never)): string | undefined {
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
  return attributes.get('data-first-screen');
}

const saved = (accounts: unknown) => JSON.stringify({ state: { accounts, activeIndex: null }, version: 1 });

describe('first-screen.js', () => {
  it('shows the welcome screen to a newcomer at /', () => {
    expect(firstScreen('/', null)).toBe('welcome');
    expect(firstScreen('/', saved([]))).toBe('welcome');
  });

  it("shows only the app's frame to a returning user, on another page, or on any doubt", () => {
    expect(firstScreen('/', saved([{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }]))).toBe('app');
    expect(firstScreen('/dashboard', null)).toBe('app');
    expect(firstScreen('/settings', saved([]))).toBe('app');
    expect(firstScreen('/', '{not json')).toBe('app');
    expect(firstScreen('/', JSON.stringify({ state: {} }))).toBe('app');
    expect(
      firstScreen('/', () => {
        throw new Error('SecurityError: storage blocked');
      }),
    ).toBe('app');
  });
});
