import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './catalogue.ts';

/** Every user-visible string lives in the en-US catalogue; other languages are not implemented yet. */
export const defaultLanguage = 'en-US';

export function initI18n(): typeof i18next {
  void i18next.use(initReactI18next).init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    resources: { [defaultLanguage]: { translation: enUS } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}
