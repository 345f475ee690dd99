import type { NetworkId } from '@fantom-wallet/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createSafeStorage } from '../persistence/createSafeStorage.ts';
import type { Settings } from './Settings.ts';
import { settingsPersistence } from './settingsPersistence.ts';
import { settingsSchema } from './settingsSchema.ts';

type TableLayout = Settings['tableLayouts'][string];

interface SettingsActions {
  /** Each setter ignores a value its field's schema refuses and returns false, so bad input is never saved. */
  setCurrency(currency: Settings['currency']): boolean;
  setFractionDigits(digits: number): boolean;
  setLanguage(language: string): boolean;
  setDarkMode(on: boolean): boolean;
  setAutoDarkMode(on: boolean): boolean;
  setRtl(on: boolean): boolean;
  setSwapSlippageTolerance(percent: string): boolean;
  setDefiSlippageReserve(percent: string): boolean;
  /** undefined: follow the runtime config's default network. */
  setNetworkId(networkId: NetworkId | undefined): boolean;
  /** Appends an https provider URL to a network (no duplicates); false if invalid or already there. */
  addCustomProvider(networkId: NetworkId, url: string): boolean;
  removeCustomProvider(networkId: NetworkId, url: string): void;
  setTableLayout(table: string, layout: TableLayout): boolean;
}

const shape = settingsSchema.shape;
const defaults = settingsSchema.parse({});

function pickSettings(state: Settings & SettingsActions): Settings {
  const { networkId, ...rest } = state;
  const settings: Settings = {
    currency: rest.currency,
    fractionDigits: rest.fractionDigits,
    language: rest.language,
    darkMode: rest.darkMode,
    autoDarkMode: rest.autoDarkMode,
    rtl: rest.rtl,
    swapSlippageTolerance: rest.swapSlippageTolerance,
    defiSlippageReserve: rest.defiSlippageReserve,
    customProviders: rest.customProviders,
    tableLayouts: rest.tableLayouts,
  };
  return networkId === undefined ? settings : { ...settings, networkId };
}

/** User settings, persisted under 'fwallet.settings' (versioned, validated on load; see settingsPersistence). */
export const useSettingsStore = create<Settings & SettingsActions>()(
  persist(
    (set, get) => {
      function setField<K extends keyof Settings>(key: K, value: Settings[K]): boolean {
        if (!shape[key].safeParse(value).success) return false;
        set({ [key]: value } as Pick<Settings, K>);
        return true;
      }
      return {
        ...defaults,
        setCurrency: (currency) => setField('currency', currency),
        setFractionDigits: (digits) => setField('fractionDigits', digits),
        setLanguage: (language) => setField('language', language),
        setDarkMode: (on) => setField('darkMode', on),
        setAutoDarkMode: (on) => setField('autoDarkMode', on),
        setRtl: (on) => setField('rtl', on),
        setSwapSlippageTolerance: (percent) => setField('swapSlippageTolerance', percent),
        setDefiSlippageReserve: (percent) => setField('defiSlippageReserve', percent),
        setNetworkId: (networkId) => {
          if (networkId === undefined) {
            // Removing the key (not storing undefined) keeps the state equal to what a fresh load gives.
            set((state) => {
              const { networkId: _dropped, ...rest } = state;
              return rest;
            }, true);
            return true;
          }
          return setField('networkId', networkId);
        },
        addCustomProvider: (networkId, url) => {
          const current = get().customProviders[networkId] ?? [];
          if (current.includes(url)) return false;
          return setField('customProviders', { ...get().customProviders, [networkId]: [...current, url] });
        },
        removeCustomProvider: (networkId, url) => {
          const current = get().customProviders[networkId] ?? [];
          set({
            customProviders: { ...get().customProviders, [networkId]: current.filter((u) => u !== url) },
          });
        },
        setTableLayout: (table, layout) =>
          setField('tableLayouts', { ...get().tableLayouts, [table]: layout }),
      };
    },
    {
      name: settingsPersistence.key,
      version: settingsPersistence.version,
      storage: createSafeStorage(settingsPersistence),
      partialize: pickSettings,
    },
  ),
);
