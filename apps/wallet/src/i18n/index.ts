// The wallet's words, for another entry of the wallet (`@fantom-wallet/wallet/i18n`; `…/i18n/setup` initialises
// them as a side effect, before a page renders).
export { enUS } from './catalogue.ts';
export { initI18n } from './i18n.ts';
