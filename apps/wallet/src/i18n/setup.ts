// Initialises the catalogue on import, for entries that render at once (the extension's pages, the build-time render).
import { initI18n } from './i18n.ts';

initI18n();
