import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const script = readFileSync(new URL('./first-screen.js', import.meta.url), 'utf8');

/** Runs /first-screen.js against a fake page; returns which part of the pre-rendered screen it revealed. */
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

  it('shows only its frame to a returning user, on another page, or on any doubt', () => {
    expect(firstScreen('/', saved([{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }]))).toBe(
      'shell',
    );
    expect(firstScreen('/dashboard', null)).toBe('shell');
    expect(firstScreen('/settings', saved([]))).toBe('shell');
    expect(firstScreen('/', '{not json')).toBe('shell');
    expect(firstScreen('/', JSON.stringify({ state: {} }))).toBe('shell');
    expect(
      firstScreen('/', () => {
        throw new Error('SecurityError: storage blocked');
      }),
    ).toBe('shell');
  });
});
