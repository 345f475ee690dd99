import { describe, expect, it } from 'vitest';
import { initialAccounts, readLastChosen, rememberChosen } from './initialAccounts.ts';

const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const CAROL = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const SITE = 'https://app.example';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [['fwallet.lastSiteAccounts', initial]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('initialAccounts (docs/extension.md#site-permissions)', () => {
  it("a site's own accounts come first, whatever was chosen last", () => {
    const accounts = [{ address: BOB }, { address: CAROL, sites: [SITE] }] as const;
    expect(initialAccounts(accounts, SITE, [BOB])).toEqual(new Set([CAROL]));
  });

  it('a new site: the accounts last chosen for any site that still exist, in any case', () => {
    const accounts = [{ address: BOB }, { address: CAROL, sites: ['https://other.example'] }] as const;
    expect(initialAccounts(accounts, SITE, [CAROL.toLowerCase(), '0xgone', 'junk'])).toEqual(
      new Set([CAROL]),
    );
  });

  it('nothing chosen before: the only account, else none', () => {
    expect(initialAccounts([{ address: BOB }], SITE, [])).toEqual(new Set([BOB]));
    expect(initialAccounts([{ address: BOB }, { address: CAROL }], SITE, [])).toEqual(new Set());
    expect(initialAccounts([], SITE, [BOB])).toEqual(new Set());
  });

  it('remembers a confirmed choice, never an empty one, and reads nothing from junk', () => {
    const storage = memoryStorage();
    rememberChosen([BOB], storage);
    rememberChosen([], storage);
    expect(readLastChosen(storage)).toEqual([BOB]);
    expect(readLastChosen(memoryStorage('{not json'))).toEqual([]);
    expect(readLastChosen(memoryStorage('{"a":1}'))).toEqual([]);
    expect(readLastChosen(memoryStorage('[1,"0xabc"]'))).toEqual(['0xabc']);
  });
});
