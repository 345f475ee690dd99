// Imported first by main.tsx: the catalogue must be ready before modules that read it at load time (theme).
import { initI18n } from './i18n.ts';

initI18n();
