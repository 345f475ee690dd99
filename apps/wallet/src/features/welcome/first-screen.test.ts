import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const script = readFileSync(new URL('./first-screen.js', import.meta.url), 'utf8');

/** Runs /first-screen.js against a fake page; returns which part of the pre-rendered screen it revealed. */
function run(pathname: string, accounts: string | null | (() => never)) {
  const attributes = new Map<string, string>();
  const window: { fwalletFirstScreenAccount?: unknown; location: unknown; localStorage: unknown } = {
    location: { pathname },
    localStorage: {
      getItem: () => (typeof accounts === 'function' ? accounts() : accounts),
    },
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  runInNewContext(script, { window, document });
  return { screen: attributes.get('data-first-screen'), account: window.fwalletFirstScreenAccount };
}

const firstScreen = (pathname: string, accounts: string | null | (() => never)) =>
  run(pathname, accounts).screen;

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

  it("at a saved wallet's page, leaves its name and address for the heading; none for any other address", () => {
    const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const accounts = saved([
      { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', name: 'Bob' },
      { address: alice, name: 'Alice' },
      { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', name: '' },
    ]);
    expect(run(`/account/${alice}`, accounts)).toEqual({
      screen: 'shell',
      account: { name: 'Alice', address: alice },
    });
    // Any case of the address, and the account's child pages; the saved form is what shows.
    expect(run(`/account/${alice.toLowerCase()}/send`, accounts).account).toEqual({
      name: 'Alice',
      address: alice,
    });
    // A wallet without a name is headed by its address, as the account page does.
    expect(run('/account/0x90F79bf6EB2c4f870365E785982E1f101E93b906', accounts).account).toEqual({
      name: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    });
    for (const path of [
      '/account/0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
      `/account/${alice}extra`,
      `/staking/${alice}`,
      '/',
    ])
      expect(run(path, accounts).account).toBeUndefined();
    expect(run(`/account/${alice}`, '{not json').account).toBeUndefined();
    expect(run(`/account/${alice}`, saved([{ address: 42 }, null])).account).toBeUndefined();
  });
});
