import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useStorageProblemsStore } from '../persistence/useStorageProblemsStore.ts';
import { useSettingsStore } from './useSettingsStore.ts';

const KEY = 'fwallet.settings';

async function load(raw?: string) {
  // Resetting the state saves it, so the storage is prepared afterwards.
  useSettingsStore.setState(useSettingsStore.getInitialState(), true);
  localStorage.clear();
  useStorageProblemsStore.getState().dismiss();
  if (raw !== undefined) localStorage.setItem(KEY, raw);
  await useSettingsStore.persist.rehydrate();
  return useSettingsStore.getState();
}

function problems() {
  return useStorageProblemsStore.getState().problems;
}

beforeEach(async () => {
  vi.restoreAllMocks();
  await load();
});

describe('useSettingsStore', () => {
  it('starts with the defaults (docs/settings.md#numbers): dark, not auto, LTR, USD, 2 digits', () => {
    const state = useSettingsStore.getState();
    expect(state).toMatchObject({
      currency: 'USD',
      fractionDigits: 2,
      language: 'en-US',
      darkMode: true,
      autoDarkMode: false,
      rtl: false,
      swapSlippageTolerance: '0.5',
      defiSlippageReserve: '0.3',
      customProviders: {},
      tableLayouts: {},
    });
    expect(state.networkId).toBeUndefined();
    expect(problems()).toEqual([]);
  });

  it('saves under the names the pre-paint colour-scheme script reads, and reloads them', async () => {
    const store = useSettingsStore.getState();
    expect(store.setDarkMode(false)).toBe(true);
    expect(store.setAutoDarkMode(true)).toBe(true);
    expect(store.setRtl(true)).toBe(true);
    expect(store.setNetworkId('testnet')).toBe(true);
    expect(store.setTableLayout('delegations', { sortBy: 'amount', direction: 'desc' })).toBe(true);
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    expect(saved).toMatchObject({ version: 2, state: { darkMode: false, autoDarkMode: true, rtl: true } });
    expect(Object.keys(saved.state)).not.toContain('setDarkMode');

    const reloaded = await load(localStorage.getItem(KEY) ?? undefined);
    expect(reloaded).toMatchObject({ darkMode: false, autoDarkMode: true, rtl: true, networkId: 'testnet' });
    expect(reloaded.tableLayouts).toEqual({ delegations: { sortBy: 'amount', direction: 'desc' } });
    reloaded.setNetworkId(undefined);
    expect(useSettingsStore.getState().networkId).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null').state).not.toHaveProperty('networkId');
  });

  it('refuses values outside the rules and keeps the previous ones', () => {
    const store = useSettingsStore.getState();
    expect(store.setFractionDigits(7)).toBe(false);
    expect(store.setFractionDigits(0)).toBe(false);
    expect(store.setFractionDigits(6)).toBe(true);
    expect(store.setSwapSlippageTolerance('0.05')).toBe(false);
    expect(store.setSwapSlippageTolerance('1.5')).toBe(true);
    expect(store.setDefiSlippageReserve('101')).toBe(false);
    expect(store.setDefiSlippageReserve('0')).toBe(true);
    expect(useSettingsStore.getState()).toMatchObject({
      fractionDigits: 6,
      swapSlippageTolerance: '1.5',
      defiSlippageReserve: '0',
    });
  });

  it('keeps user-added HTTPS providers per network, without duplicates', () => {
    const store = useSettingsStore.getState();
    expect(store.addCustomProvider('mainnet', 'https://api.example.org/graphql')).toBe(true);
    expect(store.addCustomProvider('mainnet', 'https://api.example.org/graphql')).toBe(false);
    expect(store.addCustomProvider('mainnet', 'http://api.example.org/graphql')).toBe(false);
    expect(store.addCustomProvider('mainnet', 'javascript:alert(1)')).toBe(false);
    expect(store.addCustomProvider('devnet', 'http://127.0.0.1:4000/graphql')).toBe(true);
    expect(useSettingsStore.getState().customProviders).toEqual({
      mainnet: ['https://api.example.org/graphql'],
      devnet: ['http://127.0.0.1:4000/graphql'],
    });
    useSettingsStore.getState().removeCustomProvider('mainnet', 'https://api.example.org/graphql');
    expect(useSettingsStore.getState().customProviders.mainnet).toEqual([]);
  });

  it('migrates version 0 (the original field names) without losing a setting', async () => {
    const v0 = {
      state: {
        rtlDir: true,
        fUniswapSlippageTolerance: 1,
        defiSlippageReserve: 0.3,
        fractionDigits: '4',
        currency: 'EUR',
        darkMode: false,
      },
      version: 0,
    };
    const state = await load(JSON.stringify(v0));
    expect(state).toMatchObject({
      rtl: true,
      swapSlippageTolerance: '1',
      defiSlippageReserve: '0.3',
      fractionDigits: 4,
      currency: 'EUR',
      darkMode: false,
    });
    expect(state).not.toHaveProperty('fUniswapSlippageTolerance');
    expect(problems()).toEqual([]);
  });

  it('migrates version 1: the swap slippage tolerance keeps its value under its new name (docs/settings.md#slippage)', async () => {
    const v1 = {
      state: { fUniswapSlippageTolerance: '2.5', defiSlippageReserve: '1', darkMode: false },
      version: 1,
    };
    const state = await load(JSON.stringify(v1));
    expect(state).toMatchObject({ swapSlippageTolerance: '2.5', defiSlippageReserve: '1', darkMode: false });
    expect(state).not.toHaveProperty('fUniswapSlippageTolerance');
    // The next save writes the new name, and the old one no more.
    state.setCurrency('EUR');
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    expect(Object.keys(saved.state)).not.toContain('fUniswapSlippageTolerance');
    expect(saved).toMatchObject({
      version: 2,
      state: { swapSlippageTolerance: '2.5' },
    });
    // A bad value under the old name falls back to the default alone, as any bad field does.
    const bad = await load(
      JSON.stringify({ state: { fUniswapSlippageTolerance: '500', darkMode: false }, version: 1 }),
    );
    expect(bad).toMatchObject({ swapSlippageTolerance: '0.5', darkMode: false });
    expect(problems().map((p) => p.kind)).toEqual(['invalid-entries']);
    // Without one, the default.
    expect(await load(JSON.stringify({ state: { darkMode: false }, version: 1 }))).toMatchObject({
      swapSlippageTolerance: '0.5',
    });
    expect(problems()).toEqual([]);
  });

  it('keeps every valid field of partly invalid data, backs up the original and reports what it dropped', async () => {
    const raw = JSON.stringify({
      state: {
        currency: 'GBP',
        darkMode: false,
        fractionDigits: 3,
        customProviders: {
          mainnet: ['https://a.example/api', 'javascript:alert(1)'],
          moon: ['https://x.example'],
        },
        tableLayouts: { good: { sortBy: 'name', direction: 'asc' }, bad: { sortBy: 1 } },
        unknownField: 1,
      },
      version: 1,
    });
    const state = await load(raw);
    expect(state).toMatchObject({ currency: 'USD', darkMode: false, fractionDigits: 3 });
    expect(state.customProviders).toEqual({ mainnet: ['https://a.example/api'] });
    expect(state.tableLayouts).toEqual({ good: { sortBy: 'name', direction: 'asc' } });
    expect(problems()).toEqual([
      {
        key: KEY,
        kind: 'invalid-entries',
        dropped: ['customProviders.mainnet[1]', 'tableLayouts.bad', 'currency'],
        backupKey: `${KEY}.backup`,
      },
    ]);
    expect(localStorage.getItem(`${KEY}.backup`)).toBe(raw);
  });

  it.each([
    ['corrupt', '{"state":{"darkMode":fal'],
    ['corrupt', ''],
    ['foreign', '[1,2,3]'],
    ['foreign', '{"darkMode":false}'],
    ['foreign', 'null'],
  ])('loads defaults from %s data %j and keeps a backup', async (kind, raw) => {
    const state = await load(raw);
    expect(state.darkMode).toBe(true);
    expect(problems()).toEqual([{ key: KEY, kind, dropped: [], backupKey: `${KEY}.backup` }]);
    expect(localStorage.getItem(`${KEY}.backup`)).toBe(raw);
    // the next save does not touch the backup
    state.setCurrency('EUR');
    expect(localStorage.getItem(`${KEY}.backup`)).toBe(raw);
  });

  it('loads what it understands of a newer version and says so', async () => {
    const state = await load(JSON.stringify({ state: { darkMode: false, newThing: { a: 1 } }, version: 99 }));
    expect(state.darkMode).toBe(false);
    expect(problems().map((p) => p.kind)).toEqual(['newer-version']);
  });

  it('a full storage (quota exceeded) does not throw: the change stays in memory and is reported', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => useSettingsStore.getState().setDarkMode(false)).not.toThrow();
    expect(useSettingsStore.getState().darkMode).toBe(false);
    useSettingsStore.getState().setRtl(true);
    expect(problems()).toEqual([{ key: KEY, kind: 'write-failed', dropped: [] }]);
  });
});
