import type { PersistedSpec } from '../persistence/PersistedSpec.ts';
import { migrateSettings } from './migrateSettings.ts';
import type { Settings } from './Settings.ts';
import { sanitizeSettings } from './sanitizeSettings.ts';

/** Must be one more than the last step in migrateSettings. */
export const settingsPersistence: PersistedSpec<Settings> = {
  key: 'fwallet.settings',
  version: 2,
  migrate: migrateSettings,
  sanitize: sanitizeSettings,
};
