// The wallet's UI as a module another entry can mount: the PWA (main.tsx) and the browser extension's pages
// (`@fantom-wallet/wallet/app`; its stylesheet is `@fantom-wallet/wallet/app/global.css`).

export type { Signers } from '../signers/index.ts';
export { App, type AppProps } from './App.tsx';
export { AppProviders } from './AppProviders.tsx';
