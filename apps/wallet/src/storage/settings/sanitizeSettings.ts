import { NETWORK_IDS } from '@fantom-wallet/core';
import { isRecord } from '../persistence/isRecord.ts';
import type { Salvaged } from '../persistence/Salvaged.ts';
import { salvageFields } from '../persistence/salvageFields.ts';
import type { Settings } from './Settings.ts';
import { settingsSchema } from './settingsSchema.ts';

const { customProviders, tableLayouts } = settingsSchema.shape;

/** Keeps each valid provider URL and table layout on its own, so one bad entry does not reset the rest. */
function salvageCollections(state: Record<string, unknown>, dropped: string[]): Record<string, unknown> {
  const result = { ...state };
  if (isRecord(state.customProviders)) {
    const kept: Record<string, string[]> = {};
    for (const id of NETWORK_IDS) {
      const list = state.customProviders[id];
      if (list === undefined) continue;
      if (!Array.isArray(list)) {
        dropped.push(`customProviders.${id}`);
        continue;
      }
      kept[id] = list.filter((url: unknown, index) => {
        const valid = typeof url === 'string' && customProviders.safeParse({ [id]: [url] }).success;
        if (!valid) dropped.push(`customProviders.${id}[${index}]`);
        return valid;
      });
    }
    result.customProviders = kept;
  }
  if (isRecord(state.tableLayouts)) {
    const kept: Record<string, unknown> = {};
    for (const [code, layout] of Object.entries(state.tableLayouts)) {
      if (tableLayouts.safeParse({ [code]: layout }).success) kept[code] = layout;
      else dropped.push(`tableLayouts.${code}`);
    }
    result.tableLayouts = kept;
  }
  return result;
}

export function sanitizeSettings(state: unknown): Salvaged<Settings> {
  if (!isRecord(state)) return salvageFields(settingsSchema, state);
  const dropped: string[] = [];
  const salvaged = salvageFields(settingsSchema, salvageCollections(state, dropped));
  return { value: salvaged.value, dropped: [...dropped, ...salvaged.dropped] };
}
